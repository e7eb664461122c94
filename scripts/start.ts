// `npm start`: build with the default content when there is no such build yet, then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../src/content/content-dir.server.ts';

const clientDir = path.resolve('build/client');
const marker = path.join(clientDir, '.fauna-build.json');

function hasDefaultBuild(): boolean {
  if (!existsSync(path.join(clientDir, 'index.html')) || !existsSync(marker)) return false;
  const built = JSON.parse(readFileSync(marker, 'utf8')) as { basePath?: string; content?: string[] };
  return built.basePath === '/' && built.content?.length === 1 && built.content[0] === DEFAULT_CONTENT_DIR;
}

if (!hasDefaultBuild()) {
  console.log('Building the site with the default content…');
  const env = { ...process.env };
  delete env.FAUNA_CONTENT;
  delete env.FAUNA_BASE;
  delete env.FAUNA_BUILD_DIR;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main.ts');
