// Build step: every text file of the built site also as `.br` and `.gz` beside it, so that servers send them as
// they are (Node's sirv, nginx's gzip_static) and never compress per request. Shared assets get brotli's maximum
// quality; pages and data files (thousands with the species pages) quality 9: a few per cent larger, many times faster.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Extensions of the text files that are precompressed (`.data`: React Router's loader data). */
export const TEXT_EXTENSIONS = ['html', 'js', 'mjs', 'css', 'csv', 'json', 'xml', 'svg', 'webmanifest', 'txt', 'data'];

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
            [zlib.constants.BROTLI_PARAM_QUALITY]: isSharedAsset(clientDir, file) ? zlib.constants.BROTLI_MAX_QUALITY : PAGE_QUALITY,
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

const PAGE_QUALITY = 9;

/** Hashed build assets (`assets/…`): few, loaded by every visitor, cached for good. */
function isSharedAsset(clientDir: string, file: string): boolean {
  return path.relative(clientDir, file).split(path.sep)[0] === 'assets';
}

function isText(name: string): boolean {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && TEXT_EXTENSIONS.includes(extension);
}
