// Browser tests: build the site for each test configuration, then run Playwright against the production server.
// E2E_SKIP_BUILD=1 reuses existing builds; extra arguments go to Playwright (e.g. a file or --grep).
import { spawnSync } from 'node:child_process';
import { activeBuilds, BUILDS, hasOwnersContent } from '../e2e/builds.ts';
import { NGINX } from '../e2e/servers.ts';
import { OWNERS_SKIP_LINE } from '../test/owners-content.ts';
import { ensureChromium, testBrowserWarning } from './ensure-chromium.ts';
import { ensureNginx } from './ensure-nginx.ts';
import { ensurePdftotext, PDFTOTEXT } from './ensure-pdftotext.ts';

ensureChromium();
const browserWarning = testBrowserWarning();
if (browserWarning) console.warn(browserWarning);
if (!hasOwnersContent) console.warn(OWNERS_SKIP_LINE);
if (!ensureNginx()) console.warn(`! ${NGINX} not found: the server tests against nginx (deploy/nginx.conf) are skipped.`);
if (!ensurePdftotext()) console.warn(`! ${PDFTOTEXT} not found (poppler-utils): the print test checks the PDF without reading its text.`);

if (process.env.E2E_SKIP_BUILD !== '1') {
  for (const name of activeBuilds()) {
    const build = BUILDS[name];
    console.log(`\n== build "${name}" (${build.buildDir}, base ${build.basePath}${build.content ? `, content ${build.content}` : ''})`);
    const env: NodeJS.ProcessEnv = { ...process.env, FAUNA_BUILD_DIR: build.buildDir, FAUNA_BASE: build.basePath };
    if (build.content) env.FAUNA_CONTENT = build.content;
    else delete env.FAUNA_CONTENT;
    if (build.siteUrl) env.FAUNA_SITE_URL = build.siteUrl;
    else delete env.FAUNA_SITE_URL;
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
