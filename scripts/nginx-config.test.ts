import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX } from '../e2e/servers.ts';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { writeSiteManifest } from '../src/config/site-manifest.server.ts';
import { describeSite } from './build/describe-site.ts';
import { writeHostFiles } from './build/host-headers.ts';
import { nginxConfig } from './nginx-config.ts';

let buildDir: string;
let site: string;
beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'fauna-nginx-'));
  site = path.join(buildDir, 'sites', '1');
  await mkdir(path.join(site, 'client', '404'), { recursive: true });
  await writeFile(path.join(site, 'client', '404', 'index.html'), '<!doctype html><title>404</title>');
  const info = { basePath: '/fauna/', buildId: '1', content: [], notFoundPages: [{ pattern: '*', page: '404/index.html' }] };
  const manifest = describeSite(path.join(site, 'client'), { info, pagePolicies: {}, policy: "default-src 'self'" });
  writeHostFiles(site, manifest);
  writeSiteManifest(site, manifest);
  symlinkSync(path.join('sites', '1'), path.join(buildDir, BUILD_LAYOUT.current));
});
afterAll(() => rm(buildDir, { recursive: true, force: true }));

describe('nginxConfig', () => {
  it('fills in every placeholder, with the served build’s base path, through the `current` link', () => {
    const config = nginxConfig({ buildDir, listen: '127.0.0.1:8080', prefix: path.join(buildDir, 'nginx') });
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain(`alias ${path.join(buildDir, 'current', 'client')}/;`);
    expect(config).toContain(`include ${path.join(buildDir, 'current', 'nginx-site.conf')};`);
    expect(config).toContain('location /fauna/ {');
    expect(config).toContain('location / {\n            return 404;');
    expect(config).toContain('gzip_static on;');
    expect(config).toMatch(/\n\s+gzip off;/);
  });

  it('refuses paths nginx would misread', () => {
    expect(() => nginxConfig({ buildDir, listen: '8080', prefix: '/tmp/with space' })).toThrow(/must not contain/);
  });

  it('refuses a build folder without a site manifest', () => {
    expect(() => nginxConfig({ buildDir: path.join(buildDir, 'none'), listen: '8080', prefix: '/tmp/x' })).toThrow(/site-manifest\.json: missing/);
  });

  it.runIf(existsSync(NGINX))('is a configuration nginx accepts', async () => {
    const prefix = path.join(buildDir, 'nginx');
    await mkdir(prefix, { recursive: true });
    await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig({ buildDir, listen: '127.0.0.1:8080', prefix }));
    const result = spawnSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });
});
