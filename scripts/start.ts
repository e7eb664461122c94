// `npm start`, first half: build with the default content when there is no such build (or no compiled server) yet.
// The second half is in package.json: `exec node dist/server/main.js`, so that npm's child is the server itself
// and the signals npm forwards (SIGINT, SIGTERM) reach it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_SERVER } from '../src/config/build-info.server.ts';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { DEFAULT_CONTENT_DIR } from '../src/content/node/content-dir.server.ts';
import { servedSiteDir } from '../server/follow-build.ts';

/** Whether the build folder serves a site of the default content at the root (its manifest says so). */
function hasDefaultBuild(buildDir: string): boolean {
  if (!existsSync(COMPILED_SERVER.entry)) return false;
  try {
    const built = readSiteManifest(servedSiteDir(buildDir));
    return built.basePath === '/' && built.content.length === 1 && built.content[0] === DEFAULT_CONTENT_DIR;
  } catch {
    return false; // no build, or one the server would refuse
  }
}

if (!hasDefaultBuild(path.resolve(process.env.FAUNA_BUILD_DIR || 'build'))) {
  console.log('Building the site with the default content…');
  const env = { ...process.env };
  delete env.FAUNA_CONTENT;
  delete env.FAUNA_BASE;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
