import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { PhotoManifest, PhotoVariant, ProcessedPhoto } from '../derived/photo-manifest.ts';
import { asciiSlug } from '../derived/ascii-slug.ts';

export type { PhotoManifest, PhotoVariant, ProcessedPhoto } from '../derived/photo-manifest.ts';

export type ProcessPhotosOptions = {
  /** Species name -> absolute path of its source photo. */
  photos: Map<string, string>;
  /** Build output folder, e.g. `build/client`. */
  outDir: string;
  /** Folder inside outDir, and URL prefix, e.g. `photos/`. */
  urlPrefix: string;
  /** Where encoded files are kept between builds; default `node_modules/.cache/fauna-photos` (from the working folder). */
  cacheDir?: string;
  /** Called once per photo, e.g. for build logs. */
  onPhoto?: (info: { species: string; fromCache: boolean; ms: number }) => void;
};

/** Candidate widths in px; a photo never gets a variant wider than its original. */
export const PHOTO_WIDTHS = [320, 640, 960, 1600] as const;
/** The JPEG fallback is the smallest variant at least this wide (a phone card is ~343 CSS px at 2x). */
export const FALLBACK_WIDTH = 640;
/** No variant is taller or wider than this (a tall portrait gets narrower variants). */
export const MAX_EDGE = 1600;
/** When the size limit falls between two widths, it becomes a variant only if this much wider than the previous one. */
const MIN_STEP = 1.15;
/** Photos processed at once (the build machine has 2 cores; libvips itself runs one thread per image here). */
const CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

const ENCODERS = {
  avif: { type: 'image/avif', options: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' } },
  webp: { type: 'image/webp', options: { quality: 75, effort: 4, smartSubsample: true } },
  jpg: { type: 'image/jpeg', options: { quality: 75, mozjpeg: true, progressive: true } },
} as const;
type Format = keyof typeof ENCODERS;

/** A photo being encoded is written to `{entry}.tmp-{pid}-{random}`, then renamed into place. */
const ENCODING_MARK = '.tmp-';

/** Anything that changes the output bytes: a change re-encodes every photo. */
const SETTINGS_KEY = JSON.stringify({ v: 1, PHOTO_WIDTHS, MAX_EDGE, FALLBACK_WIDTH, MIN_STEP, ENCODERS, sharp: sharp.versions.sharp, vips: sharp.versions.vips });

/** What the cache stores per source photo; output file names are derived from it. */
type CachedVariant = { format: Format; width: number; height: number; hash: string; file: string };
type CacheEntry = { width: number; height: number; placeholderColor?: string; variants: CachedVariant[] };

/** A photo that cannot be read whole (copied only in part, damaged): left out, so its page shows a placeholder. */
export type UnreadablePhoto = { species: string; path: string; reason: string };

/** The photos made, by species, and those left out. */
export type ProcessedPhotos = { manifest: PhotoManifest; unreadable: UnreadablePhoto[] };

/**
 * Turns each photo into responsive AVIF/WebP sizes plus JPEG fallback/full-size, all metadata stripped
 * (GPS would lead poachers to protected species) and orientation baked in. Output names are slugged and
 * content-hashed for immutable caching. Encoded files are cached by source bytes + settings. A photo that cannot be
 * read or decoded is left out and named in `unreadable`: one broken photo never stops the build.
 */
export async function processPhotos(options: ProcessPhotosOptions): Promise<ProcessedPhotos> {
  const cacheDir = path.resolve(options.cacheDir ?? 'node_modules/.cache/fauna-photos');
  const prefix = options.urlPrefix === '' || options.urlPrefix.endsWith('/') ? options.urlPrefix : `${options.urlPrefix}/`;
  await mkdir(path.join(options.outDir, prefix), { recursive: true });
  await removeAbandonedEncodings(cacheDir);
  const encodings = new Map<string, Promise<CacheEntry>>();

  const jobs = [...options.photos].map(([name, sourcePath]) => async (): Promise<[string, ProcessedPhoto] | UnreadablePhoto> => {
    const species = name.normalize('NFC');
    const started = performance.now();
    let input: Buffer;
    try {
      input = await readFile(sourcePath);
    } catch (error) {
      return { species, path: sourcePath, reason: (error as Error).message };
    }
    const key = createHash('sha256').update(input).update(SETTINGS_KEY).digest('hex');
    const entryDir = path.join(cacheDir, key.slice(0, 2), key);
    let entry = await readCacheEntry(entryDir);
    const fromCache = entry !== null;
    if (!entry) {
      // Two species sharing one photo file are encoded once.
      const encoding = encodings.get(key) ?? encodePhoto(input, entryDir);
      encodings.set(key, encoding);
      try {
        entry = await encoding;
      } catch (error) {
        return { species, path: sourcePath, reason: (error as Error).message };
      }
    }
    const photo = await publish(species, entry, entryDir, options.outDir, prefix);
    options.onPhoto?.({ species, fromCache, ms: Math.round(performance.now() - started) });
    return [species, photo];
  });

  const results = await runLimited(jobs, CONCURRENCY);
  const made = (result: (typeof results)[number]): result is [string, ProcessedPhoto] => Array.isArray(result);
  const leftOut = (result: (typeof results)[number]): result is UnreadablePhoto => !made(result);
  // libvips keeps one error message for the process: a photo that failed beside another is decoded again alone.
  const unreadable: UnreadablePhoto[] = [];
  for (const photo of results.filter(leftOut)) unreadable.push({ ...photo, reason: (await photoDecodeProblem(photo.path)) ?? photo.reason });
  return { manifest: Object.fromEntries(results.filter(made)), unreadable };
}

/**
 * Why a photo cannot be read whole, or null when it can: the check's decoding, at an eighth of its size (a JPEG is
 * decoded scaled, still to its last byte), so that a photo copied only in part is found before the build.
 */
export async function photoDecodeProblem(file: string): Promise<string | null> {
  try {
    await sharp(file, { failOn: 'error' }).resize({ width: 8 }).raw().toBuffer();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** `Potamophylax coronavirus` -> `potamophylax-coronavirus`. */
export function photoSlug(species: string): string {
  return asciiSlug(species) || 'photo';
}

/** Widths to produce for an original of the given (oriented) size: never upscaled, no edge over MAX_EDGE. */
export function variantWidths(originalWidth: number, originalHeight: number): number[] {
  const limit = Math.min(originalWidth, Math.floor((MAX_EDGE * originalWidth) / Math.max(originalWidth, originalHeight)));
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= limit);
  const largest = widths.at(-1);
  if (largest === undefined || limit >= largest * MIN_STEP) widths.push(limit);
  return widths;
}

async function encodePhoto(input: Buffer, entryDir: string): Promise<CacheEntry> {
  const base = sharp(input, { failOn: 'error' }).rotate();
  const metadata = await base.metadata();
  const oriented = metadata.autoOrient;
  if (!oriented.width || !oriented.height) throw new Error('image has no size');
  const widths = variantWidths(oriented.width, oriented.height);
  const jpegWidths = new Set([fallbackWidth(widths), widths.at(-1)]);

  const tmpDir = `${entryDir}${ENCODING_MARK}${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(tmpDir, { recursive: true });
  try {
    const variants: CachedVariant[] = [];
    for (const width of widths) {
      const formats: Format[] = jpegWidths.has(width) ? ['avif', 'webp', 'jpg'] : ['avif', 'webp'];
      for (const format of formats) {
        const { data, info } = await encode(base.clone().resize({ width, withoutEnlargement: true }), format).toBuffer({
          resolveWithObject: true,
        });
        const file = `${width}.${format}`;
        await writeFile(path.join(tmpDir, file), data);
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
        variants.push({ format, width: info.width, height: info.height, hash, file });
      }
    }
    const largest = variants.at(-1)!;
    const placeholderColor = await averageColor(base.clone().resize({ width: 64 }));
    const entry: CacheEntry = { width: largest.width, height: largest.height, placeholderColor, variants };
    await writeFile(path.join(tmpDir, 'entry.json'), JSON.stringify(entry));
    await moveIntoCache(tmpDir, entryDir);
    return entry;
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes what builds that were stopped or killed while encoding left in the cache: folders of processes gone. */
export async function removeAbandonedEncodings(cacheDir: string): Promise<void> {
  const shards = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  for (const shard of shards.filter((entry) => entry.isDirectory())) {
    const shardDir = path.join(cacheDir, shard.name);
    for (const name of await readdir(shardDir)) {
      const pid = Number(name.split(ENCODING_MARK)[1]?.split('-')[0]);
      if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) await rm(path.join(shardDir, name), { recursive: true, force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // running, as another user
  }
}

/** Renames the finished folder into place; if a parallel build got there first, keeps theirs. */
async function moveIntoCache(tmpDir: string, entryDir: string): Promise<void> {
  try {
    await rename(tmpDir, entryDir);
  } catch (error) {
    if ((await readCacheEntry(entryDir)) === null) {
      await rm(entryDir, { recursive: true, force: true }); // an incomplete leftover
      await rename(tmpDir, entryDir);
    } else {
      await rm(tmpDir, { recursive: true, force: true });
    }
    if ((await readCacheEntry(entryDir)) === null) throw error;
  }
}

function encode(image: Sharp, format: Format): Sharp {
  // No keepMetadata/withMetadata: sharp strips EXIF, GPS, XMP, IPTC and ICC, converting to sRGB.
  if (format === 'avif') return image.avif(ENCODERS.avif.options);
  if (format === 'webp') return image.webp(ENCODERS.webp.options);
  return image.jpeg(ENCODERS.jpg.options);
}

function fallbackWidth(widths: number[]): number {
  return widths.find((width) => width >= FALLBACK_WIDTH) ?? widths.at(-1)!;
}

async function readCacheEntry(entryDir: string): Promise<CacheEntry | null> {
  try {
    return JSON.parse(await readFile(path.join(entryDir, 'entry.json'), 'utf8')) as CacheEntry;
  } catch {
    return null;
  }
}

/** Copies the cached files into the build under content-hashed names and describes them. */
async function publish(species: string, entry: CacheEntry, entryDir: string, outDir: string, prefix: string): Promise<ProcessedPhoto> {
  const slug = photoSlug(species);
  const src = (variant: CachedVariant) => `${prefix}${slug}-${variant.width}-${variant.hash}.${variant.format}`;
  await Promise.all(entry.variants.map((variant) => copyFile(path.join(entryDir, variant.file), path.join(outDir, src(variant)))));

  const srcset = (format: Format) =>
    entry.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${src(variant)} ${variant.width}w`)
      .join(', ');
  const jpegs = entry.variants.filter((variant) => variant.format === 'jpg');
  const fallback = jpegs.find((variant) => variant.width >= FALLBACK_WIDTH) ?? jpegs.at(-1)!;
  const full = jpegs.at(-1)!;
  const toVariant = (variant: CachedVariant): PhotoVariant => ({ src: src(variant), width: variant.width, height: variant.height });
  return {
    species,
    width: entry.width,
    height: entry.height,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
    fallback: toVariant(fallback),
    full: toVariant(full),
    ...(entry.placeholderColor ? { placeholderColor: entry.placeholderColor } : {}),
  };
}

/** Mean sRGB colour as `#rrggbb` (sharp's histogram "dominant" picks near-black bins in real photos). */
async function averageColor(image: Sharp): Promise<string> {
  const { channels } = await image.stats();
  return `#${channels
    .slice(0, 3)
    .map((channel) => Math.round(channel.mean).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Runs the jobs with at most `limit` at a time; results keep the jobs' order. */
async function runLimited<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
