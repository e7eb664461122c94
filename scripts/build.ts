// `npm run build`: the whole build, stage by stage. Each build writes a complete site into its own folder
// (`<buildDir>/sites/<id>/`) and only a build that got through every stage replaces the served site, in one step:
// a failed build, or a rebuild under a running server, never changes what is served (docs/decisions/0016).
//   1. server   the production server compiled to dist/ (tsc)
//   2. pages    React Router's build with the content plugin: content checked and loaded, photos, data files,
//               every page prerendered (react-router build, in its own process)
//   3. layout   the pages moved out of the base path's folders (flattenBasePath)
//   4. pages    each page rewritten as a parsed document: CSS inline, scripts after the first paint (the start
//               function src/app/start-after-paint.ts, compiled by Vite), its Content-Security-Policy
//   5. hosts    headers and 404 rules for nginx and static hosts
//   6. offline  manifest, icons, offline page, service worker with its precache list
//   7. compress every text file also as .br and .gz
//   8. publish  `current` switched to the new site; sites older than the previous one removed
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { buildOptions } from '../src/content/node/build-options.server.ts';
import { contentSource } from '../src/content/node/content-dir.server.ts';
import { loadValidContent } from '../src/content/node/load-content.server.ts';
import { flattenBasePath } from './build/flatten-base-path.ts';
import { writeHostHeaders } from './build/host-headers.ts';
import { postProcessPages } from './build/post-process-pages.ts';
import { precompress } from './build/precompress.ts';
import { buildStartCode } from './build/start-code.ts';
import { newBuildId, publishSite, siteDir } from './build/publish.ts';
import { writeOfflineFiles } from './offline-build.ts';

const { buildDir, basePath } = buildOptions();
const id = newBuildId();
const site = path.resolve(siteDir(buildDir, id));
const client = path.join(site, BUILD_LAYOUT.client);

/** Runs a stage in its own process; a failure ends the build, leaving the served site as it was. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed`);
}

function fail(message: string): never {
  rmSync(site, { recursive: true, force: true });
  console.error(`Build failed (${message}); the site being served is unchanged.`);
  process.exit(1);
}

try {
  run('npx', ['tsc', '-p', 'tsconfig.server.json']);
  run('npx', ['react-router', 'build'], { ...process.env, FAUNA_SITE_DIR: site, FAUNA_BUILD_ID: id });
  // The content React Router's stage checked (in its own process), for the stages after it: the animal groups.
  const groups = loadValidContent(contentSource()).config.groups.map((group) => group.name);
  flattenBasePath(client, basePath);
  rmSync(path.join(site, '.staging'), { recursive: true, force: true });
  postProcessPages(site, client, basePath, await buildStartCode());
  const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name === 'index.html' || name.endsWith('/index.html'));
  writeHostHeaders(site, basePath, pages);
  await writeOfflineFiles(client, basePath, groups);
  const compressed = await precompress(client);
  publishSite(buildDir, id);
  const percent = (part: number) => `${Math.round((100 * part) / Math.max(1, compressed.bytes))} %`;
  // The build's last line: where the site is and what it holds.
  console.log(
    `Site built in ${path.resolve(buildDir, BUILD_LAYOUT.client)} (build ${id}, base path ${basePath}): ${pages.length} pages; ` +
      `${compressed.files} text files also precompressed (brotli ${percent(compressed.brotliBytes)}, gzip ${percent(compressed.gzipBytes)} of ${(compressed.bytes / 1024).toFixed(0)} KB)`,
  );
} catch (error) {
  fail((error as Error).message);
}
