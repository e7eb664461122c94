import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX } from '../e2e/servers.ts';
import { writeBuildInfo } from '../src/config/build-info.server.ts';
import { nginxCspMap } from './build/host-headers.ts';
import { NGINX_CSP_FILE, nginxConfig } from './nginx-config.ts';

let buildDir: string;
beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'fauna-nginx-'));
  await mkdir(path.join(buildDir, 'client'));
  writeBuildInfo(path.join(buildDir, 'client'), { basePath: '/fauna/' });
  await writeFile(path.join(buildDir, NGINX_CSP_FILE), nginxCspMap({ '*': "default-src 'self'" }, '/fauna/'));
});
afterAll(() => rm(buildDir, { recursive: true, force: true }));

describe('nginxConfig', () => {
  it('fills in every placeholder, with the build’s base path', () => {
    const config = nginxConfig({ buildDir, listen: '127.0.0.1:8080', prefix: path.join(buildDir, 'nginx') });
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain(`alias ${path.join(buildDir, 'client')}/;`);
    expect(config).toContain('location /fauna/ {');
    expect(config).toContain('location / {\n            return 404;');
    expect(config).toContain('gzip_static on;');
    expect(config).toMatch(/\n\s+gzip off;/);
  });

  it('refuses paths nginx would misread', () => {
    expect(() => nginxConfig({ buildDir, listen: '8080', prefix: '/tmp/with space' })).toThrow(/must not contain/);
  });

  it.runIf(existsSync(NGINX))('is a configuration nginx accepts', async () => {
    const prefix = path.join(buildDir, 'nginx');
    await mkdir(prefix, { recursive: true });
    await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig({ buildDir, listen: '127.0.0.1:8080', prefix }));
    const result = spawnSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });
});
