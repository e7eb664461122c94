// After `react-router build`: the steps that turn React Router's output into the published site, in order.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildOptions } from '../src/content/build-options.server.ts';
import { layOutForBasePath } from './build/base-path-layout.ts';
import { CSP_FILE, postProcessPages } from './build/post-process-pages.ts';

const { buildDir, basePath } = buildOptions();
const client = path.resolve(buildDir, 'client');

layOutForBasePath(client, basePath);
const pages = postProcessPages(path.resolve(buildDir), client, basePath);
console.log(`${pages.pages} pages: CSS inline, JavaScript after the first paint, policies in ${path.join(buildDir, CSP_FILE)}`);
// Precompression runs last (it must see the final files).
rmSync(path.resolve(buildDir, '.staging'), { recursive: true, force: true });
console.log(`Site built in ${client} (base path ${basePath})`);
