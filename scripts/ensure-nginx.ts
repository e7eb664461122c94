// The browser tests also run the server specs against nginx (deploy/nginx.conf), as an extra, and the bench compares
// the Node server with it: installed with apt-get when missing and we are root; otherwise those tests are skipped
// with one line, and the bench gives the Node server's figures alone.
import { existsSync } from 'node:fs';
import { NGINX } from '../e2e/servers.ts';
import { aptInstall } from './apt-install.ts';

/** Whether nginx is there (after trying to install it). Never throws: nginx is not required. */
export function ensureNginx(): boolean {
  if (!existsSync(NGINX) && process.env.FAUNA_NO_NGINX_INSTALL !== '1') aptInstall(['nginx'], 'Debian nginx for the nginx tests and the bench');
  return existsSync(NGINX);
}
