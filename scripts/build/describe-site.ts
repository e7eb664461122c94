// Build stage: the site manifest of a laid-out site (src/config/site-manifest.server.ts), from its client folder and
// what the earlier stages know: the build info and each page's Content-Security-Policy.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookup } from 'mrmime';
import type { BuildInfo } from '../../src/config/build-info.server.ts';
import { ENCODINGS, staticHostNotFoundFile, urlOfFile, type CacheClass, type Encoding, type Resource, type SiteManifest } from '../../src/config/site-manifest.server.ts';

/** Files of the client folder that are for static hosts, not published by the site's servers. */
export const HOST_FILES = { headers: '_headers', redirects: '_redirects' } as const;

// Vite: `assets/<name>-<8 base64url chars>.<ext>`; the photo pipeline: `photos/<slug>-<width>-<8 hex>.<ext>`.
const VITE_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-([\w-]{8})\.[a-z\d]+$/i;
const PHOTO = /^photos\/[^/]+-\d+-[\da-f]{8}\.[a-z\d]+$/;

/** Whether a file (relative to the client folder) is named by its content's hash, so safe to cache forever. */
export function isHashedAsset(file: string): boolean {
  if (PHOTO.test(file)) return true;
  const hash = VITE_ASSET.exec(file)?.[1];
  // `-original` is a name, not a hash: real hashes mix in digits or capitals.
  return hash !== undefined && /[a-z]/i.test(hash) && /[\dA-Z]/.test(hash);
}

const TEXT_TYPE = /^text\/|^application\/(?:.+\+)?(?:json|xml)$|^image\/svg\+xml$/;
/** Types mrmime does not know, or knows otherwise. */
const OWN_TYPES: Record<string, string> = { data: 'text/x-script', js: 'text/javascript', mjs: 'text/javascript', xml: 'text/xml', bib: 'application/x-bibtex', ris: 'application/x-research-info-systems' };

/** The Content-Type of a file, from its name: text types carry `charset=utf-8`. */
export function contentTypeOf(file: string): string {
  const extension = file.includes('.') ? file.slice(file.lastIndexOf('.') + 1).toLowerCase() : '';
  const essence = OWN_TYPES[extension] ?? lookup(extension) ?? 'application/octet-stream';
  return TEXT_TYPE.test(essence) ? `${essence}; charset=utf-8` : essence;
}

/** The files a server publishes: no dotfiles, no precompressed variants, no host files. */
export function publishedFiles(client: string): string[] {
  const variants = Object.values(ENCODINGS);
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/').normalize('NFC'))
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')) && !variants.some((suffix) => name.endsWith(suffix)))
    .filter((name) => !(Object.values(HOST_FILES) as string[]).includes(name) && statSync(path.join(client, name)).isFile())
    .sort();
}

/** A file's digest (the ETag and the service worker's revision): 128 bits of SHA-256, base64url. */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/** Every published file of a client folder, by URL, with what is sent for it (policies added by describeSite). */
export function describeResources(client: string): Record<string, Resource> {
  const resources: Record<string, Resource> = {};
  for (const file of publishedFiles(client)) {
    const full = path.join(client, file);
    const body = readFileSync(full);
    const encodings: Partial<Record<Encoding, number>> = {};
    for (const [encoding, suffix] of Object.entries(ENCODINGS) as [Encoding, string][]) {
      if (existsSync(full + suffix)) encodings[encoding] = statSync(full + suffix).size;
    }
    const cache: CacheClass = isHashedAsset(file) ? 'immutable' : 'revalidate';
    resources[urlOfFile(file)] = { file, type: contentTypeOf(file), bytes: body.length, encodings, hash: contentHash(body), cache };
  }
  return resources;
}

export type SiteDescription = {
  info: BuildInfo;
  /** Page file (relative to client/) → its policy. */
  pagePolicies: Readonly<Record<string, string>>;
  /** The policy of every other response. */
  policy: string;
  builtAt?: Date;
};

/** The manifest of the site in `client`. */
export function describeSite(client: string, { info, pagePolicies, policy, builtAt = new Date() }: SiteDescription): SiteManifest {
  const resources = describeResources(client);
  const notFoundPages = info.notFoundPages.map(({ pattern, page }) => ({ pattern, page: urlOfFile(page) }));
  // The static hosts' copies of the 404 pages (host-headers.ts) are theirs, not the site's.
  for (const { page } of notFoundPages) delete resources[`/${staticHostNotFoundFile(page)}`];
  for (const resource of Object.values(resources)) {
    const pagePolicy = pagePolicies[resource.file];
    if (pagePolicy !== undefined) resource.policy = pagePolicy;
  }
  return {
    format: 1,
    buildId: info.buildId,
    builtAt: builtAt.toISOString(),
    basePath: info.basePath,
    content: info.content,
    policy,
    notFoundPages,
    resources,
  };
}
