// Production server for the built site: `npm run serve` (after `npm run build`), run as compiled JavaScript.
// Env: PORT (default 3000), FAUNA_BUILD_DIR (the build's output root, default `build` in the working folder;
// the site is in <root>/client), FAUNA_LOG=1 (one line per request).
import path from 'node:path';
import { BUILD_LAYOUT, readBuildInfo } from '../src/config/build-info.server.ts';
import { createRequestHandler, startServer } from './app.ts';
import { followBuild } from './follow-build.ts';
import { readCspTable } from './headers.ts';

const buildDir = path.resolve(process.env.FAUNA_BUILD_DIR || 'build');
const port = Number(process.env.PORT || 3000);
const log = process.env.FAUNA_LOG === '1' ? (line: string) => console.log(line) : undefined;

/** The handler of one built site (`<buildDir>/sites/<id>`): its files, base path, 404 pages and policies. */
function siteHandler(siteDir: string) {
  const root = path.join(siteDir, BUILD_LAYOUT.client);
  const { basePath, notFoundPages } = readBuildInfo(root);
  return createRequestHandler({ root, basePath, notFoundPages, contentSecurityPolicy: readCspTable(siteDir), log });
}

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  // A new build switches `<buildDir>/current`: the server follows it, no restart needed.
  const site = followBuild(buildDir, siteHandler);
  const { basePath } = readBuildInfo(path.join(site.siteDir(), BUILD_LAYOUT.client));
  const running = await startServer({ handler: site.handler, basePath, port });
  const root = path.join(buildDir, BUILD_LAYOUT.client);
  console.log(`Fauna of Kosovo: serving ${root} at ${running.url}`);

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: closing the server`);
    void running.close(2000).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(signal));
  // Under `npm start` (npm → node): stop when npm goes too, however it went (npm forwards SIGINT and SIGTERM only).
  if (process.env.npm_lifecycle_event === 'start') {
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && stop('npm gone'), 500).unref();
  }
} catch (error) {
  console.error(`Cannot start the server: ${(error as Error).message}`);
  if ((error as Error).message.startsWith('Build folder not found')) console.error('Run `npm run build` first.');
  process.exit(1);
}
