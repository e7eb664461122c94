// After `react-router build`: lay the site out so that the client folder is the site's root URL.
// Under a base path React Router writes the pages to client/<base>/ but the assets to client/assets/;
// the pages are moved up beside them, so the server (and any static host) maps /<base>/x to client/x.
import { existsSync, readdirSync, renameSync, rmSync, cpSync } from 'node:fs';
import path from 'node:path';
import { buildOptions } from '../src/content/build-options.server.ts';
import { writeOfflineFiles } from './offline-build.ts';

const { buildDir, basePath } = buildOptions();
const client = path.resolve(buildDir, 'client');
if (basePath !== '/') {
  const nested = path.join(client, ...basePath.split('/').filter(Boolean));
  if (existsSync(nested)) {
    for (const entry of readdirSync(nested)) {
      const target = path.join(client, entry);
      if (existsSync(target)) {
        cpSync(path.join(nested, entry), target, { recursive: true });
      } else {
        renameSync(path.join(nested, entry), target);
      }
    }
    rmSync(path.join(client, basePath.split('/').filter(Boolean)[0]!), { recursive: true, force: true });
  }
}
rmSync(path.resolve(buildDir, '.staging'), { recursive: true, force: true });
await writeOfflineFiles(client, basePath);
console.log(`Site built in ${client} (base path ${basePath})`);
