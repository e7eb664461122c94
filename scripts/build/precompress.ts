// Build step: every text file of the built site also as `.br` and `.gz` beside it, so that servers send them as
// they are (the Node server, nginx's gzip_static) and never compress per request. Brotli's maximum quality, except for the
// species pages and their data in both editions (thousands): quality 7 there, about 9 % larger and 40 times faster (docs/benchmarks.md).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ENGLISH_SEGMENT, paths } from '../../src/config/paths.ts';

/** Extensions of the text files that are precompressed (`.data`: React Router's loader data). */
export const TEXT_EXTENSIONS = ['html', 'js', 'mjs', 'css', 'csv', 'md', 'json', 'xml', 'svg', 'webmanifest', 'txt', 'data'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Compresses the text files under `clientDir` (a variant that would not be smaller is not written). */
export async function precompress(clientDir: string): Promise<PrecompressResult> {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isText(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const result: PrecompressResult = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // A few at a time: zlib runs on libuv's thread pool.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: isSpeciesPage(clientDir, file) ? SPECIES_PAGE_QUALITY : zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      result.bytes += body.length;
      for (const [variant, suffix] of [[br, '.br'], [gz, '.gz']] as const) {
        if (variant.length >= body.length) {
          await rm(file + suffix, { force: true }); // never a stale variant from an earlier build
          continue;
        }
        await writeFile(file + suffix, variant);
        if (suffix === '.br') result.brotliBytes += variant.length;
        else result.gzipBytes += variant.length;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}

/** Quality 9 would be 18 times slower than 7 for 0.1 % less (measured on 1,000 species pages). */
const SPECIES_PAGE_QUALITY = 7;

/** A species page or its data (`species/…`, `en/species/…`): one per species and edition, 20,000 in a large fauna. */
export function isSpeciesPage(clientDir: string, file: string): boolean {
  const segments = path.relative(clientDir, file).split(path.sep);
  const inEdition = segments[0] === ENGLISH_SEGMENT ? segments.slice(1) : segments;
  return inEdition.length > 1 && inEdition[0] === paths.species.pattern.split('/')[0];
}

function isText(name: string): boolean {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && TEXT_EXTENSIONS.includes(extension);
}
