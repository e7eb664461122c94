// Under a base path React Router writes the pages to client/<base>/ but the assets to client/assets/; the pages
// move up beside them, so that the server (and any static host) maps /<base>/x to client/x.
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export function layOutForBasePath(client: string, basePath: string): void {
  if (basePath === '/') return;
  const segments = basePath.split('/').filter(Boolean);
  const nested = path.join(client, ...segments);
  if (!existsSync(nested)) return;
  for (const entry of readdirSync(nested)) {
    const target = path.join(client, entry);
    if (existsSync(target)) cpSync(path.join(nested, entry), target, { recursive: true });
    else renameSync(path.join(nested, entry), target);
  }
  rmSync(path.join(client, segments[0]!), { recursive: true, force: true });
}
