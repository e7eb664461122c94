// After `react-router build`: the build steps that work on the built site, in order, one line of output each.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildOptions } from '../src/content/build-options.server.ts';
import { flattenBasePath } from './build/flatten-base-path.ts';
import { writeHostHeaders } from './build/host-headers.ts';
import { precompress } from './build/precompress.ts';

const { buildDir, basePath } = buildOptions();
const client = path.resolve(buildDir, 'client');

flattenBasePath(client, basePath);
rmSync(path.resolve(buildDir, '.staging'), { recursive: true, force: true });

// After the page steps (the per-page CSP among them): headers for nginx and static hosts, then compression (last).
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/')).filter((name) => name === 'index.html' || name.endsWith('/index.html'));
writeHostHeaders(path.resolve(buildDir), basePath, pages);

const compressed = await precompress(client);
const percent = (part: number) => `${Math.round((100 * part) / Math.max(1, compressed.bytes))} %`;
// The build's last line: where the site is and what it holds.
console.log(
  `Site built in ${client} (base path ${basePath}): ${pages.length} pages; ${compressed.files} text files also precompressed ` +
    `(brotli ${percent(compressed.brotliBytes)}, gzip ${percent(compressed.gzipBytes)} of ${(compressed.bytes / 1024).toFixed(0)} KB)`,
);
