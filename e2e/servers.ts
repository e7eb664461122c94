// Which servers the browser tests run against: the Node server for every build, and nginx (deploy/nginx.conf)
// for the server specs when /usr/sbin/nginx exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_SERVER } from '../src/config/build-info.server.ts';
import { activeBuilds, BUILDS, type BuildName } from './builds.ts';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);
/** The specs that test serving (routes, status codes, content types, caching, headers, the 404 page). */
export const SERVER_SPECS = /(?:server|releases)\.spec\.ts$/;

export type ServerKind = 'node' | 'nginx';
export type ServedBuild = { project: string; build: BuildName; server: ServerKind; port: number };

/** nginx listens 5 ports above the Node server of the same build. */
export function servedBuilds(): ServedBuild[] {
  const node = activeBuilds().map((build): ServedBuild => ({ project: build, build, server: 'node', port: BUILDS[build].port }));
  if (!hasNginx) return node;
  return [...node, ...activeBuilds().map((build): ServedBuild => ({ project: `nginx-${build}`, build, server: 'nginx', port: BUILDS[build].port + 5 }))];
}

/** The shell command that serves a build: the compiled Node server, or nginx in the foreground from a generated config. */
export function serveCommand(served: ServedBuild): string {
  const { buildDir } = BUILDS[served.build];
  if (served.server === 'node') return `node ${COMPILED_SERVER.entry}`;
  const prefix = path.join(buildDir, 'nginx');
  const config = path.join(prefix, 'nginx.conf');
  return `mkdir -p ${prefix} && npx tsx scripts/nginx-config.ts ${buildDir} ${served.port} ${prefix} > ${config} && exec ${NGINX} -p ${prefix} -c ${path.resolve(config)} -g 'daemon off;'`;
}
