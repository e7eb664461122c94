// `npm run build`: the whole build, one stage after another in this one process, each handing its results to the
// next. Each build writes a complete site into its own folder (`<buildDir>/sites/<id>/`) and only a build that got
// through every stage replaces the served site, in one step: a failed build, or a rebuild under a running server,
// never changes what is served (docs/decisions/0016, 0017); nor does a build stopped from outside (Ctrl-C).
//   1. content   the content folder read and checked: its errors listed, each at its place, and the build stops
//   2. server    the production server compiled to dist/ (tsc), each changed file put in place in one rename;
//                not compiled again from the same files
//   3. pages     React Router's build (Vite) with the content plugin: the content loaded, photos, data files, every
//                page prerendered → the content and the build info
//   4. layout    the pages moved out of the base path's folders
//   5. rewrite   each page as a parsed document: CSS inline, scripts after the first paint (the start function
//                src/app/start-after-paint.ts, compiled by Vite) → each page's Content-Security-Policy
//   6. offline   web app manifest, icons, offline page, service worker with its precache list
//   7. compress  every text file also as .br and .gz
//   8. describe  the site manifest: every published address with its file, type, encodings, cache class and policy
//   9. hosts     the manifest as nginx maps, static hosts' _headers and _redirects, their 404 pages
//  10. publish   the manifest written, `current` switched to the new site; sites older than the previous one removed
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { createBuilder } from 'vite';
import { BUILD_LAYOUT, COMPILED_SERVER } from '../src/config/build-info.server.ts';
import { writeSiteManifest } from '../src/config/site-manifest.server.ts';
import { buildOptions } from '../src/content/node/build-options.server.ts';
import { contentSource } from '../src/content/node/content-dir.server.ts';
import { contentErrorReport } from '../src/content/node/load-content.server.ts';
import { FAUNA_CONTENT_PLUGIN, type ContentPluginApi } from '../src/content/node/vite-plugin.server.ts';
import { describeSite } from './build/describe-site.ts';
import { failureLine } from './build/failure-line.ts';
import { flattenBasePath } from './build/flatten-base-path.ts';
import { writeHostFiles } from './build/host-headers.ts';
import { postProcessPages } from './build/post-process-pages.ts';
import { precompress } from './build/precompress.ts';
import { discardUnlessServed, newBuildId, publishSite, siteDir } from './build/publish.ts';
import { replaceChangedFiles } from './build/replace-changed-files.ts';
import { isCompiledFromCurrentInputs, projectInputs, recordCompile } from './build/server-inputs.ts';
import { buildStartCode } from './build/start-code.ts';
import { writeOfflineFiles } from './offline-build.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const { buildDir, basePath, contentDir } = buildOptions();
const id = newBuildId();
const site = path.resolve(siteDir(buildDir, id));
const client = path.join(site, BUILD_LAYOUT.client);
/** Where the server is compiled before it is put in place. */
const compiling = path.join(PROJECT_ROOT, COMPILED_SERVER.dir, `.compiling-${id}`);

/**
 * A build stopped from outside (Ctrl-C, a host ending the job) removes what it had written and says so in one line:
 * before the last stage, what is served is unchanged. A second signal (npm passes Ctrl-C on) changes nothing. It runs
 * under `node --import tsx` (decision 0069): tsx's command would kill a busy build before this handler runs.
 */
let stopping = false;

/** After a stop or a failure: this build's site removed unless it is served already; what is served, for the last line. */
function discardOwnSite(): string {
  return discardUnlessServed(buildDir, id) ? 'the new site is served' : 'the site being served is unchanged';
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    rmSync(compiling, { recursive: true, force: true });
    console.error(`Build stopped (${signal}); ${discardOwnSite()}.`);
    process.exit(128 + constants.signals[signal]);
  });
}

/** 1. The content, checked before anything is built: each error printed at its file, line and column. */
function checkContent(): void {
  const found = contentErrorReport(contentSource(contentDir));
  if (found === null) return;
  console.error(found.report);
  throw new Error(`the content has ${found.errors} error(s), listed above; \`npm run check-content\` lists every problem`);
}

/**
 * 2. The server, type-checked and compiled by tsc (its own process: the compiler's command line) into a folder of its
 * own, then put in place file by file where it changed: a server starting meanwhile never reads a half-written file.
 * Not compiled again when it was compiled from the files as they are (server-inputs.ts).
 */
function compileServer(): void {
  const record = path.join(PROJECT_ROOT, COMPILED_SERVER.inputsRecord);
  if (isCompiledFromCurrentInputs(PROJECT_ROOT, record)) return;
  const started = Date.now();
  try {
    const tsc = ['tsc', '-p', 'tsconfig.server.json', '--outDir', compiling, '--listFiles', ...(process.stdout.isTTY ? ['--pretty'] : [])];
    const result = spawnSync('npx', tsc, { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    // --listFiles prints the files read, one absolute path a line; anything else is the compiler's own message.
    const lines = (result.stdout ?? '').split(/\r?\n/);
    const listed = lines.filter((line) => path.isAbsolute(line) && existsSync(line));
    const messages = lines.filter((line) => line !== '' && !listed.includes(line));
    if (messages.length > 0) console.log(messages.join('\n'));
    if (result.status !== 0) throw new Error('the server does not compile (tsc)');
    const outputs = readdirSync(compiling, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(compiling, file)).isFile());
    replaceChangedFiles(compiling, path.join(PROJECT_ROOT, COMPILED_SERVER.dir));
    const inputs = projectInputs(PROJECT_ROOT, listed, readdirSync(PROJECT_ROOT));
    recordCompile(PROJECT_ROOT, record, started, inputs, outputs.map((file) => path.posix.join(COMPILED_SERVER.dir, file.split(path.sep).join('/'))));
  } finally {
    rmSync(compiling, { recursive: true, force: true });
  }
}

/** 3. React Router's build through Vite's builder, into this build's site folder; the content plugin's handover. */
async function renderPages() {
  // react-router.config.ts and the plugin read the site folder and id from the build options.
  process.env.FAUNA_SITE_DIR = site;
  process.env.FAUNA_BUILD_ID = id;
  // React Router's prerender step imports the server build (ES modules, `.js`) in this process: say what it is,
  // wherever the build folder is (tsx takes a `.js` without a package.json above it for CommonJS). Above the site
  // folder, which React Router empties first.
  const sites = path.dirname(site);
  mkdirSync(sites, { recursive: true });
  writeFileSync(path.join(sites, 'package.json'), '{ "type": "module" }\n');
  const builder = await createBuilder({ root: PROJECT_ROOT, mode: 'production' });
  await builder.buildApp();
  const plugin = builder.config.plugins.find((candidate) => candidate.name === FAUNA_CONTENT_PLUGIN);
  if (!plugin) throw new Error(`vite.config.ts has no ${FAUNA_CONTENT_PLUGIN} plugin`);
  const handed = await (plugin.api as ContentPluginApi).handover();
  rmSync(path.join(site, '.staging'), { recursive: true, force: true });
  return handed;
}

function fail(error: unknown): never {
  console.error(`Build failed (${failureLine(error)}); ${discardOwnSite()}.`);
  process.exit(1);
}

try {
  checkContent();
  compileServer();
  const { content, info } = await renderPages();
  flattenBasePath(client, basePath);
  const pages = postProcessPages(client, basePath, await buildStartCode());
  await writeOfflineFiles(client, basePath, content.config.groups);
  const compressed = await precompress(client);
  const manifest = describeSite(client, { info, ...pages });
  writeHostFiles(site, manifest);
  writeSiteManifest(site, manifest);
  publishSite(buildDir, id);
  const percent = (part: number) => `${Math.round((100 * part) / Math.max(1, compressed.bytes))} %`;
  // The build's last line: where the site is and what it holds.
  console.log(
    `Site built in ${path.resolve(buildDir, BUILD_LAYOUT.client)} (build ${id}, base path ${basePath}): ${Object.keys(pages.pagePolicies).length} pages, ` +
      `${Object.keys(manifest.resources).length} addresses; ${compressed.files} text files also precompressed ` +
      `(brotli ${percent(compressed.brotliBytes)}, gzip ${percent(compressed.gzipBytes)} of ${(compressed.bytes / 1024).toFixed(0)} KB)`,
  );
  process.exit(0); // Vite's builder may keep worker threads alive
} catch (error) {
  fail(error);
}
