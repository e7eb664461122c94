// Production server for the built site: `npm run serve` (after `npm run build`), run as compiled JavaScript.
// Env: PORT (default 3000), FAUNA_BUILD_DIR (the build folder, default `build` in the working folder: the site
// served is the one `<buildDir>/current` points to), FAUNA_LOG=1 (one line per request).
import path from 'node:path';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { createRequestHandler, startServer } from './app.ts';
import { followBuild } from './follow-build.ts';

const buildDir = path.resolve(process.env.FAUNA_BUILD_DIR || 'build');
const port = Number(process.env.PORT || 3000);
const log = process.env.FAUNA_LOG === '1' ? (line: string) => console.log(line) : undefined;

/** The base path of the site served: for the address printed at start. */
let basePath = '/';
/** The handler of one published site (`<buildDir>/sites/<id>`), from its manifest (read once: a few MB of JSON). */
const siteHandler = (siteDir: string) => {
  const manifest = readSiteManifest(siteDir);
  const handler = createRequestHandler({ siteDir, manifest, log });
  basePath = manifest.basePath;
  return handler;
};

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  // A new build switches `<buildDir>/current`: the server follows it, no restart needed.
  const site = followBuild(buildDir, siteHandler);
  const running = await startServer({ handler: site.handler, basePath, port });
  console.log(`Fauna of Kosovo: serving ${site.siteDir()} at ${running.url}`);

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
  process.exit(1);
}
