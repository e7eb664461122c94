// Fills in deploy/nginx.conf. As a command: `npx tsx scripts/nginx-config.ts <buildDir> <port> [prefix]` prints
// a configuration that serves the site <buildDir>/current on 127.0.0.1:<port> with pid, logs and temp files in
// <prefix>. Everything that changes from build to build is in the site's nginx-site.conf (scripts/build/host-headers.ts),
// included through the `current` link: after a build, `nginx -s reload` serves the new site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { servedSiteDir } from '../server/follow-build.ts';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx.conf');

export type NginxOptions = {
  /** The build folder: the site served is the one `<buildDir>/current` points to. */
  buildDir: string;
  /** `listen` argument, e.g. `127.0.0.1:8080` or `80`. */
  listen: string;
  /** Folder for the pid file, logs and temp files. */
  prefix: string;
};

export function nginxConfig(options: NginxOptions): string {
  const buildDir = path.resolve(options.buildDir);
  // Through the link, so that a switched link is followed; the base path is the served build's.
  const { basePath } = readSiteManifest(servedSiteDir(buildDir));
  const current = path.join(buildDir, BUILD_LAYOUT.current);
  const site = existsSync(current) ? current : buildDir;
  const prefix = path.resolve(options.prefix);
  const outside =
    basePath === '/'
      ? ''
      : `        location = ${basePath.slice(0, -1)} {\n            return 301 ${basePath};\n        }\n        location / {\n            return 404;\n        }\n`;
  const values: Record<string, string> = {
    PID_FILE: path.join(prefix, 'nginx.pid'),
    ERROR_LOG: path.join(prefix, 'error.log'),
    ACCESS_LOG: process.env.FAUNA_NGINX_ACCESS_LOG === '1' ? path.join(prefix, 'access.log') : 'off',
    TEMP_DIR: prefix,
    SITE_CONF: path.join(site, BUILD_LAYOUT.nginxSite),
    LISTEN: options.listen,
    ROOT: path.join(site, BUILD_LAYOUT.client),
    BASE_PATH: basePath,
    OUTSIDE_BASE_PATH: outside,
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder ${match}`);
    if (/[\s;{}"']/.test(value) && name !== 'OUTSIDE_BASE_PATH') throw new Error(`nginx: ${name} must not contain spaces, quotes, braces or ';': ${value}`);
    return value;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [buildDir, port, prefix] = process.argv.slice(2);
  if (!buildDir || !port) {
    console.error('usage: npx tsx scripts/nginx-config.ts <buildDir> <port> [prefix]');
    process.exit(2);
  }
  process.stdout.write(nginxConfig({ buildDir, listen: `127.0.0.1:${port}`, prefix: prefix ?? path.join(buildDir, 'nginx') }));
}
