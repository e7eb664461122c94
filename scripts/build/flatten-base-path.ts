// Build step: lay the site out so that the client folder is the site's root URL.
// Under a base path React Router writes the pages to client/<base>/ but the assets to client/assets/;
// the pages are moved up beside them, so a server (and any static host) maps /<base>/x to client/x.
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export function flattenBasePath(client: string, basePath: string): void {
  if (basePath === '/') return;
  const nested = path.join(client, ...basePath.split('/').filter(Boolean));
  if (!existsSync(nested)) return;
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
