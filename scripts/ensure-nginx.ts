// The browser tests also run the server specs against nginx (deploy/nginx.conf), as an extra: installed with
// apt-get when missing and we are root; otherwise those tests are skipped with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX } from '../e2e/servers.ts';

/** Whether nginx is there (after trying to install it). Never throws: nginx is not required. */
export function ensureNginx(): boolean {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() === 0 && process.env.FAUNA_NO_NGINX_INSTALL !== '1') {
    console.log('Installing Debian nginx for the nginx tests (apt-get install -y nginx)…');
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.status !== 0) break;
    }
  }
  return existsSync(NGINX);
}
