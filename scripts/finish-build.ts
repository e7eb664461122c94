// After `react-router build`: the steps that turn React Router's output into the published site, in order.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildOptions } from '../src/content/build/build-options.server.ts';
import { flattenBasePath } from './build/flatten-base-path.ts';
import { writeHostHeaders } from './build/host-headers.ts';
import { postProcessPages } from './build/post-process-pages.ts';
import { precompress } from './build/precompress.ts';
import { writeOfflineFiles } from './offline-build.ts';

const { buildDir, basePath } = buildOptions();
const client = path.resolve(buildDir, 'client');

flattenBasePath(client, basePath);
rmSync(path.resolve(buildDir, '.staging'), { recursive: true, force: true });
// Each page: CSS inline, JavaScript after the first paint, its content security policy (csp.json).
postProcessPages(path.resolve(buildDir), client, basePath);

// Then headers for nginx and static hosts (they carry the per-page policies), and compression last.
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/')).filter((name) => name === 'index.html' || name.endsWith('/index.html'));
writeHostHeaders(path.resolve(buildDir), basePath, pages);

// The offline files (manifest, icons, offline page, service worker) precache the final pages.
await writeOfflineFiles(client, basePath);

const compressed = await precompress(client);
const percent = (part: number) => `${Math.round((100 * part) / Math.max(1, compressed.bytes))} %`;
// The build's last line: where the site is and what it holds.
console.log(
  `Site built in ${client} (base path ${basePath}): ${pages.length} pages; ${compressed.files} text files also precompressed ` +
    `(brotli ${percent(compressed.brotliBytes)}, gzip ${percent(compressed.gzipBytes)} of ${(compressed.bytes / 1024).toFixed(0)} KB)`,
);
