// Fills in deploy/nginx.conf. As a command: `npx tsx scripts/nginx-config.ts <buildDir> <port> [prefix]` prints
// a configuration that serves <buildDir>/client on 127.0.0.1:<port> with pid, logs and temp files in <prefix>.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, DEFAULT_NOT_FOUND_PAGES, readBuildInfo } from '../src/config/build-info.server.ts';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx.conf');
export const NGINX_CSP_FILE = BUILD_LAYOUT.nginxCsp;

export type NginxOptions = {
  /** The build's output root: the site is `<buildDir>/client`, the per-page policies `<buildDir>/nginx-csp.conf`. */
  buildDir: string;
  /** `listen` argument, e.g. `127.0.0.1:8080` or `80`. */
  listen: string;
  /** Folder for the pid file, logs and temp files. */
  prefix: string;
  /** Default: the base path the build was made for. */
  basePath?: string;
};

export function nginxConfig(options: NginxOptions): string {
  const buildDir = path.resolve(options.buildDir);
  const root = path.join(buildDir, BUILD_LAYOUT.client);
  const info = readBuildInfo(root);
  const basePath = options.basePath ?? info.basePath;
  const basePathRe = escapeRegExp(basePath);
  const notFoundPages = info.notFoundPages ?? DEFAULT_NOT_FOUND_PAGES;
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
    CSP_CONF: path.join(buildDir, NGINX_CSP_FILE),
    LISTEN: options.listen,
    ROOT: root,
    BASE_PATH: basePath,
    BASE_PATH_RE: basePathRe,
    OUTSIDE_BASE_PATH: outside,
    NOT_FOUND_MAP: notFoundMap(notFoundPages, basePathRe),
    NOT_FOUND_URLS_RE: notFoundPages.map(({ page }) => `${escapeRegExp(page.replace(/\/index\.html$/, ''))}(?:/(?:index\\.html)?|\\.html)?`).join('|'),
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder ${match}`);
    if (/[\s;{}"']/.test(value) && !['OUTSIDE_BASE_PATH', 'BASE_PATH_RE', 'NOT_FOUND_MAP'].includes(name)) throw new Error(`nginx: ${name} must not contain spaces, quotes, braces or ';': ${value}`);
    return value;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The internal address at which nginx serves a 404 page (deploy/nginx.conf's `/__fauna_404/` location). */
export function internalNotFoundUri(page: string): string {
  return `/__fauna_404/${page}`;
}

/** The body of `map $uri $fauna_not_found`: each pattern as a regular expression, `*` as the default. */
function notFoundMap(pages: readonly { pattern: string; page: string }[], basePathRe: string): string {
  return pages
    .map(({ pattern, page }) => {
      if (pattern === '*') return `        default ${internalNotFoundUri(page)};`;
      const segments = pattern.replace(/^\//, '').split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
      return `        "~^${basePathRe}${segments.join('/')}/?$" ${internalNotFoundUri(page)};`;
    })
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [buildDir, port, prefix] = process.argv.slice(2);
  if (!buildDir || !port) {
    console.error('usage: npx tsx scripts/nginx-config.ts <buildDir> <port> [prefix]');
    process.exit(2);
  }
  process.stdout.write(nginxConfig({ buildDir, listen: `127.0.0.1:${port}`, prefix: prefix ?? path.join(buildDir, 'nginx') }));
}
