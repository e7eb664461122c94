// The site manifest: one file that describes a published site, written by the build (scripts/build/describe-site.ts)
// and read, through the schema below, by everyone who serves or checks the site: the Node server, the nginx and
// static-host files, the service worker's precache list and the tests (docs/decisions/0017).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { BUILD_LAYOUT } from './build-info.server.ts';

/** Hashed files are cached for a year and never revalidated; every other file is revalidated before each use. */
export const CACHE_CLASSES = ['immutable', 'revalidate'] as const;
export type CacheClass = (typeof CACHE_CLASSES)[number];

/** The precompressed variants the build writes beside a text file, by content coding. */
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODINGS;

const relativeFile = v.pipe(
  v.string(),
  v.check((file) => file !== '' && !file.startsWith('/') && !file.split('/').some((part) => part === '' || part === '.' || part === '..'), 'a file inside the client folder'),
);
const urlPath = v.pipe(v.string(), v.startsWith('/'));
const size = v.pipe(v.number(), v.integer(), v.minValue(0));

const ResourceSchema = v.strictObject({
  /** The file, relative to the client folder, '/'-separated. */
  file: relativeFile,
  /** The Content-Type header. */
  type: v.pipe(v.string(), v.minLength(1)),
  /** Its size in bytes, and that of each precompressed variant the build wrote. */
  bytes: size,
  encodings: v.strictObject({ br: v.optional(size), gzip: v.optional(size) }),
  /** A digest of the file's content: the ETag, and the service worker's revision. */
  hash: v.pipe(v.string(), v.regex(/^[\w-]+$/)),
  cache: v.picklist(CACHE_CLASSES),
  /** A page's Content-Security-Policy; other files get the manifest's `policy`. */
  policy: v.optional(v.string()),
});

export const SiteManifestSchema = v.strictObject({
  format: v.literal(1),
  buildId: v.pipe(v.string(), v.minLength(1)),
  /** When the build ran (ISO 8601): every file's Last-Modified. */
  builtAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The sub-path the site is built for: '/' or '/x/y/'. */
  basePath: v.pipe(v.string(), v.regex(/^\/(?:[^/]+\/)*$/)),
  /** The content folders, most important first. */
  content: v.array(v.string()),
  /** The policy of every response that is not a page. */
  policy: v.string(),
  /**
   * Which page an unknown address gets with status 404, most specific first: `pattern` is a path under the base
   * path (`:name` stands for one segment, `*` for any address), `page` a URL of `resources`.
   */
  notFoundPages: v.pipe(v.array(v.strictObject({ pattern: v.string(), page: urlPath })), v.minLength(1)),
  /** Every published URL (under the base path, decoded, NFC) and what is sent for it. */
  resources: v.record(urlPath, ResourceSchema),
});

export type SiteManifest = v.InferOutput<typeof SiteManifestSchema>;
export type Resource = v.InferOutput<typeof ResourceSchema>;

// The URL ↔ file mapping of the whole project: a page `x/index.html` is published at `/x` (and answers at `/x/` and
// `/x/index.html` too); any other file at its own path.
const INDEX = 'index.html';

/** The URL (under the base path) at which a file of the client folder is published. */
export function urlOfFile(file: string): string {
  if (file === INDEX) return '/';
  return `/${file.endsWith(`/${INDEX}`) ? file.slice(0, -INDEX.length - 1) : file}`;
}

/** Every address that answers with the resource published at `url` (its canonical URL first). */
export function addressesOf(url: string, file: string): string[] {
  if (file === INDEX) return ['/', `/${INDEX}`];
  return file.endsWith(`/${INDEX}`) ? [url, `${url}/`, `/${file}`] : [url];
}

/** Where a static host looks for a 404 page: `/404` → `404.html`, `/species/404` → `species/404.html`. */
export function staticHostNotFoundFile(pageUrl: string): string {
  return `${pageUrl.slice(1)}.html`;
}

/**
 * Whether a path (under the base path, starting with '/') matches a not-found pattern; a trailing '/' is allowed.
 * `*` matches every path; `/en/*` the path `/en` and every path below it; `:slug` one segment.
 */
export function matchesPagePattern(pattern: string, requestPath: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
  }
  const want = pattern.split('/');
  const got = requestPath.replace(/(.)\/$/, '$1').split('/');
  return want.length === got.length && want.every((segment, index) => (segment.startsWith(':') ? got[index] !== '' : segment === got[index]));
}

/** The manifest's place in a site folder (`<buildDir>/sites/<id>/`). */
export const siteManifestFile = (siteDir: string) => path.join(siteDir, BUILD_LAYOUT.manifest);

/** Checks a manifest; the error is one line that names the file and the first problems. */
export function parseSiteManifest(json: unknown, file: string): SiteManifest {
  const result = v.safeParse(SiteManifestSchema, json);
  if (!result.success) {
    const problems = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`);
    throw new Error(`${file}: not a site manifest (${problems.join('; ')}${result.issues.length > 3 ? '; …' : ''}); run \`npm run build\``);
  }
  const { resources, notFoundPages } = result.output;
  for (const [url, { file: name }] of Object.entries(resources)) {
    if (url !== urlOfFile(name)) throw new Error(`${file}: ${url} is not the address of ${name}; run \`npm run build\``);
  }
  const missing = notFoundPages.find(({ page }) => !(page in resources));
  if (missing) throw new Error(`${file}: the 404 page ${missing.page} is not in its resources; run \`npm run build\``);
  return result.output;
}

/** Reads a site's manifest; a missing or malformed one is an error of one line. */
export function readSiteManifest(siteDir: string): SiteManifest {
  const file = siteManifestFile(siteDir);
  if (!existsSync(file)) throw new Error(`${file}: missing; run \`npm run build\``);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message.split('\n', 1)[0]}); run \`npm run build\``);
  }
  return parseSiteManifest(json, file);
}

export function writeSiteManifest(siteDir: string, manifest: SiteManifest): void {
  writeFileSync(siteManifestFile(siteDir), `${JSON.stringify(parseSiteManifest(manifest, siteManifestFile(siteDir)))}\n`);
}
