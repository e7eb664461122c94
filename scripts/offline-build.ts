// The site offline and installable: a web app manifest with icons, an offline page, and a Workbox service worker
// (src/service-worker) that precaches the small pages (home, checklists, references, endemic, search index) and
// caches visited ones. Written after the pages are laid out (scripts/build.ts): the precache list revisions the
// prerendered HTML itself.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { globSync } from 'tinyglobby';
import { build, type Rolldown } from 'vite';
import { MANIFEST_PATH } from '../src/app/web-app-manifest.ts';
import { OFFLINE_PAGE } from '../src/service-worker/rules.ts';
import { BACKGROUND_COLOUR, BRAND_COLOUR } from '../src/config/brand-colours.ts';
import { checklistDataFile, CITATIONS_FILE, editionDir, FAUNA_CSV_FILE, inEdition, paths, SPECIES_INDEX_FILE } from '../src/config/paths.ts';
import { SERVICE_WORKER_FILE } from '../src/config/service-worker-file.ts';
import { collator, type Locale } from '../src/i18n/locale.ts';
import { offlineSq, type OfflineMessages } from '../src/i18n/offline-sq.ts';
import { offlineEn } from '../src/i18n/offline-en.ts';
import { EDITIONS } from '../src/content/derived/site-pages.ts';
import { groupLabelIn, type TextInLanguage } from '../src/content/derived/in-language.ts';
import type { AnimalGroup } from '../src/content/parse/site-config.ts';
import { describeResources } from './build/describe-site.ts';
import { APP_ICONS, FAVICON, ICON_DRAWING, iconSizes } from '../src/config/site-icons.ts';

export { OFFLINE_PAGE };

/** The pages and files each edition has of its own, relative to its folder (editionDir). */
const EDITION_PRECACHE = [
  'index.html',
  `${paths.group.pattern('*')}/index.html`,
  `${paths.group.pattern('*')}.data`,
  'references/index.html',
  'endemic/index.html',
  OFFLINE_PAGE,
  MANIFEST_PATH,
];

/**
 * What is precached, relative to the site root: small, and enough to use every list and the search offline, in both
 * editions (a visitor may switch language in the mountains too).
 */
export const PRECACHE_PATTERNS = [
  ...EDITIONS.flatMap((locale) => EDITION_PRECACHE.map((pattern) => `${editionDir(locale)}${pattern}`)),
  checklistDataFile('*'),
  CITATIONS_FILE, // the links of a list's citations, fetched with it after a client-side visit
  SPECIES_INDEX_FILE,
  'assets/**/*.{js,css}',
  'offline.css',
  'icons/*.png',
];
/** The whole fauna in one file is a download, not needed to browse. */
const PRECACHE_IGNORES = [FAUNA_CSV_FILE];

const SW_SOURCE = path.resolve(import.meta.dirname, '../src/service-worker/service-worker.ts');

/** The web app manifest of an edition (its language, its home as the start page); one scope, the whole site. */
export function webAppManifest(basePath: string, m: OfflineMessages = offlineSq): object {
  return {
    name: m.appName,
    short_name: m.appShortName,
    description: m.appDescription,
    lang: m.locale,
    dir: 'ltr',
    start_url: `${basePath}${editionDir(m.locale)}`,
    scope: basePath,
    display: 'standalone',
    theme_color: BRAND_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({ src: `${basePath}${icon.file}`, sizes: iconSizes(icon), type: 'image/png', purpose: icon.purpose })),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A group as the offline page lists it: its name (its address) and its label in the page's language. */
export type OfflineGroup = { name: string; label: TextInLanguage };

/**
 * The page the worker shows for a page it has not kept, in an edition's language: plain HTML, no script, links to
 * what works offline in that edition; `groups` in the order shown.
 */
export function offlinePage(basePath: string, groups: readonly OfflineGroup[], m: OfflineMessages = offlineSq): string {
  const href = (routerPath: string) => `${basePath}${inEdition(m.locale, routerPath).slice(1)}`;
  const link = (url: string, text: string, lang?: string) =>
    `<li><a href="${escapeHtml(url)}"${lang && lang !== m.locale ? ` lang="${lang}"` : ''}>${escapeHtml(text)}</a></li>`;
  const lists = groups.map((group) => link(href(paths.group.href(group.name)), group.label.text, group.label.lang)).join('\n');
  return `<!doctype html>
<html lang="${m.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND_COLOUR}">
<title>${escapeHtml(m.title)}</title>
<link rel="icon" href="${basePath}${FAVICON.file}" type="image/png" sizes="${iconSizes(FAVICON)}">
<link rel="stylesheet" href="${basePath}offline.css">
</head>
<body>
<main>
<h1>${escapeHtml(m.heading)}</h1>
<p>${escapeHtml(m.notKept)} <a href="">${escapeHtml(m.retry)}</a> ${escapeHtml(m.whenOnline)}</p>
<p>${escapeHtml(m.whatWorks)}</p>
<ul>
${link(href(paths.home.href()), m.home)}
${link(href(paths.endemic.href()), m.endemic)}
${link(href(paths.references.href()), m.references)}
</ul>
<h2>${escapeHtml(m.groups)}</h2>
<ul>
${lists}
</ul>
</main>
</body>
</html>
`;
}

const OFFLINE_CSS = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1d2320;background:${BACKGROUND_COLOUR}}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{color:${BRAND_COLOUR};font-size:1.5rem;line-height:1.25}
h2{font-size:1.125rem}
a{color:${BRAND_COLOUR}}
li{margin:.25rem 0}
`;

/** The icons from the drawing: as drawn, and a full-bleed "maskable" one with the drawing inside the safe zone. */
async function writeIcons(clientDir: string) {
  const favicon = readFileSync(path.join(clientDir, ICON_DRAWING), 'utf8');
  const maskable = favicon
    .replace(/ rx="[\d.]+"/, '')
    .replace('<path', '<g transform="translate(3.2 3.2) scale(0.8)"><path')
    .replace('</svg>', '</g></svg>');
  mkdirSync(path.join(clientDir, 'icons'), { recursive: true });
  for (const icon of [FAVICON, ...APP_ICONS]) {
    const svg = icon.purpose === 'maskable' ? maskable : favicon;
    await sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png()
      .toFile(path.join(clientDir, icon.file));
  }
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The precache list of a laid-out site, from its description (the site manifest's resources): the URLs of the files
 * PRECACHE_PATTERNS name, each with its content hash as the revision (none for a file named by its hash).
 */
export function precacheManifest(clientDir: string, basePath: string): PrecacheEntry[] {
  const resources = describeResources(clientDir);
  const files = new Set(globSync(PRECACHE_PATTERNS, { cwd: clientDir, ignore: PRECACHE_IGNORES, expandDirectories: false }).map((file) => file.normalize('NFC')));
  return Object.entries(resources)
    .filter(([, { file }]) => files.has(file))
    .map(([url, { hash, cache }]) => ({ url: `${basePath}${url.slice(1)}`, revision: cache === 'immutable' ? null : hash }));
}

/** The worker as one minified classic script, with its precache list and base path written in. */
export async function bundleServiceWorker(manifest: readonly PrecacheEntry[], basePath: string): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    root: path.dirname(SW_SOURCE),
    define: {
      'self.__WB_MANIFEST': JSON.stringify(manifest),
      __BASE_PATH__: JSON.stringify(basePath),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: { input: SW_SOURCE, output: { format: 'iife', entryFileNames: SERVICE_WORKER_FILE } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  const code = chunks.length === 1 ? chunks[0]!.code : undefined;
  if (code === undefined || /__WB_MANIFEST|__BASE_PATH__/.test(code)) throw new Error('service worker: not bundled into one file with its precache list');
  return code;
}

const OFFLINE_MESSAGES: Record<Locale, OfflineMessages> = { sq: offlineSq, en: offlineEn };

/**
 * Writes the icons and, for each edition, its manifest and offline page (`en/offline.html`), then the service worker,
 * into a laid-out site (`client/` = the base path); the offline page lists the groups in its language's order.
 */
export async function writeOfflineFiles(clientDir: string, basePath: string, groups: readonly AnimalGroup[]): Promise<void> {
  await writeIcons(clientDir);
  for (const locale of EDITIONS) {
    const folder = path.join(clientDir, editionDir(locale));
    const m = OFFLINE_MESSAGES[locale];
    const listed = groups
      .map((group) => ({ name: group.name, label: groupLabelIn(groups, group.name, locale) }))
      .toSorted((a, b) => collator(locale).compare(a.label.text, b.label.text));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, MANIFEST_PATH), `${JSON.stringify(webAppManifest(basePath, m), null, 2)}\n`);
    writeFileSync(path.join(folder, OFFLINE_PAGE), offlinePage(basePath, listed, m));
  }
  writeFileSync(path.join(clientDir, 'offline.css'), OFFLINE_CSS);

  const manifest = precacheManifest(clientDir, basePath);
  writeFileSync(path.join(clientDir, SERVICE_WORKER_FILE), await bundleServiceWorker(manifest, basePath));
}
