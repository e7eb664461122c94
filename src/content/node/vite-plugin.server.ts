import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { borrowedFilesLine, contentSource, type ContentSource } from './content-dir.server.ts';
import { CONTENT_FILES, type ContentKey } from '../content-files.ts';
import { formatIssue } from '../issues.ts';
import { loadValidContent, type SiteContent } from './load-content.server.ts';
import { unreadablePhotoWarning } from './photo-decoding.server.ts';
import { processPhotos } from './photos.server.ts';
import type { PhotoManifest } from '../derived/photo-manifest.ts';
import type { BuildOptions } from './build-options.server.ts';
import { darwinCoreArchive } from './darwin-core-archive.server.ts';
import { coldpPackage } from './coldp-package.server.ts';
import { checklistDataFile, CITATIONS_FILE, COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE, FAUNA_CSV_FILE, SPECIES_INDEX_FILE } from '../../config/paths.ts';
import { citationView, rowCitations, rowTaxon, type CitationView } from '../derived/citations.ts';
import { speciesEntries } from '../derived/species-index.ts';
import { speciesAddresses } from '../derived/species-catalogue.ts';
import { featuredSpecies } from '../derived/featured-species.ts';
import { namesInTexts, type NamesInTexts } from '../derived/names-in-text.ts';
import { speciesKey, speciesSlug } from '../parse/species-identity.ts';
import { vernacularByKey } from '../parse/vernacular-names.ts';
import { loadSitePages } from './site-pages.server.ts';
import { notFoundPages } from '../derived/site-pages.ts';
import { publicHome } from '../derived/page-address.ts';
import { robotsTxt, ROBOTS_FILE, SITEMAP_FILE, sitemapXml } from '../derived/sitemap.ts';
import { wholeFaunaCsv } from './fauna-csv.server.ts';
import { releaseDataFiles, releaseSummary } from '../derived/releases.ts';
import type { BuildInfo } from '../../config/build-info.server.ts';

const VIRTUAL_PREFIX = 'virtual:fauna/';
/**
 * The pages' modules: each content file the registry ships to the pages, the processed photos, and the endemic
 * species' keys (a few hundred bytes, for the checklists' badges and filter, without the endemic page's texts).
 */
const PAGE_KEYS = (Object.keys(CONTENT_FILES) as ContentKey[]).filter((key) => CONTENT_FILES[key].page);
const DERIVED = ['photos', 'endemic-keys', 'endemic-names', 'species-addresses', 'featured-species', 'releases'] as const;
type DerivedName = (typeof DERIVED)[number];
type ModuleName = ContentKey | DerivedName;
const isDerivedName = (name: string): name is DerivedName => (DERIVED as readonly string[]).includes(name);
const isModuleName = (name: string): name is ModuleName => isDerivedName(name) || (PAGE_KEYS as string[]).includes(name);

type Prepared = { content: SiteContent; photos: PhotoManifest; checklists: Map<string, Uint8Array>; archive: Uint8Array; coldp: Uint8Array; speciesIndex: string };

/** The cache folder of React Router's child compiler (@react-router/dev's Vite plugin), by which it is known. */
const REACT_ROUTER_CHILD_CACHE = '.vite-child-compiler';

/** The plugin's name, by which the build pipeline finds it after React Router's build. */
export const FAUNA_CONTENT_PLUGIN = 'fauna-content';

/** What the plugin hands to the build stages after React Router's (scripts/build.ts): the content, loaded once. */
export type ContentPluginApi = {
  handover: () => Promise<{ content: SiteContent; info: BuildInfo }>;
};

/**
 * Brings the content folder into the site: validates it (errors stop the build), exposes the small
 * content as `virtual:fauna/*` modules, copies checklists to `data/` with a Darwin Core Archive, a ColDP package and a
 * search index of them all, and writes the processed photos.
 */
export function faunaContent(options: BuildOptions): Plugin {
  const source: ContentSource = contentSource(options.contentDir);
  // Photos are written here first (their URLs must be known before the pages are built), then copied.
  const STAGING_DIR = path.resolve(options.siteDir, '.staging');
  let prepared: Promise<Prepared> | null = null;
  let config: ResolvedConfig;

  function prepare(): Promise<Prepared> {
    prepared ??= (async () => {
      const content = loadValidContent(source);
      const warnings = content.issues.filter((issue) => issue.severity === 'warning');
      // Building, Vite only logs warnings: the content line goes to the terminal itself, once.
      const log = (message: string) => (config.command === 'build' ? console.log(message) : config.logger.info(message));
      const borrowed = borrowedFilesLine(source, content.borrowed);
      log([`content: ${source.dirs[0]}: ${warnings.length} warning(s)`, ...(borrowed ? [borrowed] : []), ...warnings.map(formatIssue)].join('\n'));
      rmSync(STAGING_DIR, { recursive: true, force: true });
      const { manifest: photos, unreadable } = await processPhotos({ photos: content.usedPhotos, outDir: STAGING_DIR, urlPrefix: 'photos/' });
      // A photo that cannot be read whole is left out (its page shows a placeholder), named like the content's warnings.
      const unused = new Set(unreadable.map((photo) => formatIssue(unreadablePhotoWarning(source, photo)))); // a file two species share, once
      if (unused.size > 0) log([`photos: ${unused.size} not used`, ...unused].join('\n'));
      const groups = [...content.checklists].map(([name, checklist]) => ({ name, rows: checklist.rows }));
      const speciesIndex = JSON.stringify(speciesEntries(groups, vernacularByKey(content.vernacular), content.renamed.formerNames));
      const { config: site, references } = content;
      const siteUrl = site.siteUrl ? publicHome(site.siteUrl, options.basePath) : null;
      const archive = darwinCoreArchive(site, groups, {
        references,
        resolve: content.citations.resolve,
        slugOf: (key) => content.species.byKey.get(key)?.slug ?? speciesSlug(key),
        siteUrl,
        licence: site.licence ?? null,
        contact: site.contact ?? null,
      });
      const coldp = coldpPackage(site, groups, {
        references,
        vernacular: content.vernacular,
        renames: content.renames,
        resolve: content.citations.resolve,
        slugOf: (key) => content.species.byKey.get(key)?.slug ?? speciesSlug(key),
        siteUrl,
      });
      return { content, photos, checklists: content.publishedChecklists, archive, coldp, speciesIndex };
    })();
    return prepared;
  }

  function moduleCode(name: ModuleName, { content, photos }: Prepared): string {
    const derived: Record<DerivedName, () => unknown> = {
      photos: () => photos,
      'endemic-keys': () => content.endemic.groups.flatMap((group) => group.species.map((species) => speciesKey(species.name))),
      'endemic-names': () => endemicNames(content),
      'species-addresses': () => speciesAddresses(content.species),
      'featured-species': () => featuredModule(content),
      releases: () => content.releases.list.map(releaseSummary),
    };
    const value = isDerivedName(name) ? derived[name]() : CONTENT_FILES[name].page?.(content[name] as never);
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
  }

  /** sitemap.xml of every listed page and a robots.txt pointing to it; without the site's address (the content
   *  check warns), robots.txt alone. */
  function writeSitemap(dir: string, siteUrl: string | undefined) {
    const home = siteUrl ? publicHome(siteUrl, options.basePath) : null;
    if (home) {
      const listed = loadSitePages(source, options.editions).filter((page) => page.listed).map((page) => page.path);
      writeFileSync(path.join(dir, SITEMAP_FILE), sitemapXml(listed, home));
    }
    writeFileSync(path.join(dir, ROBOTS_FILE), robotsTxt(home && `${home}${SITEMAP_FILE}`));
  }

  const api: ContentPluginApi = {
    handover: async () => ({
      content: (await prepare()).content,
      info: { basePath: options.basePath, content: source.dirs, buildId: options.buildId ?? '', notFoundPages: notFoundPages(options.editions) },
    }),
  };

  return {
    name: FAUNA_CONTENT_PLUGIN,
    api,
    enforce: 'pre',
    sharedDuringBuild: true,
    config: () => ({ base: options.basePath }),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // React Router reads the route modules' exports with a Vite server of its own made from this config (its child
      // compiler): it needs no content, which would otherwise be prepared, and its warnings printed, twice.
      if (path.basename(config.cacheDir) === REACT_ROUTER_CHILD_CACHE) return;
      await prepare();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      if (!isModuleName(name)) throw new Error(`Unknown content module ${id.slice(1)}`);
      return moduleCode(name, await prepare());
    },
    async writeBundle(outputOptions) {
      if (this.environment.name !== 'client' || !outputOptions.dir) return;
      const prepared = await prepare();
      const { content, checklists } = prepared;
      writeSitemap(outputOptions.dir, content.config.siteUrl);
      for (const [group, bytes] of checklists) {
        const file = path.join(outputOptions.dir, checklistDataFile(group));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, bytes);
      }
      for (const [file, { body }] of generatedFiles(prepared)) {
        mkdirSync(path.dirname(path.join(outputOptions.dir, file)), { recursive: true });
        writeFileSync(path.join(outputOptions.dir, file), body());
      }
      const stagedPhotos = path.join(STAGING_DIR, 'photos');
      if (existsSync(stagedPhotos)) cpSync(stagedPhotos, path.join(outputOptions.dir, 'photos'), { recursive: true });
    },
    configureServer(server) {
      // Development: serve the same data and photo URLs as the production build.
      server.middlewares.use(async (req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        const relative = url.startsWith(options.basePath) ? url.slice(options.basePath.length) : null;
        if (!relative) return next();
        const prepared = await prepare();
        const { checklists } = prepared;
        const generated = generatedFiles(prepared).get(relative);
        if (generated) {
          res.setHeader('Content-Type', generated.type);
          return res.end(generated.body());
        }
        const data = /^data\/(.+)\.csv$/.exec(relative);
        const checklist = data?.[1] ? checklists.get(data[1]) : undefined;
        if (checklist) {
          res.setHeader('Content-Type', 'text/csv; charset=utf-8');
          return res.end(checklist);
        }
        const photo = relative.startsWith('photos/') ? path.join(STAGING_DIR, relative) : null;
        if (photo && !photo.includes('..') && existsSync(photo)) return res.end(readFileSync(photo));
        next();
      });
    },
  };
}

/** The data files the build writes from the content (besides each group's CSV), by path: the dev server serves them too. */
function generatedFiles({ content, archive, coldp, speciesIndex }: Prepared): Map<string, GeneratedFile> {
  return new Map<string, GeneratedFile>([
    [DARWIN_CORE_ARCHIVE_FILE, { type: 'application/zip', body: () => archive }],
    [COLDP_FILE, { type: 'application/zip', body: () => coldp }],
    [SPECIES_INDEX_FILE, { type: 'application/json; charset=utf-8', body: () => speciesIndex }],
    [FAUNA_CSV_FILE, { type: 'text/csv; charset=utf-8', body: () => wholeFaunaCsv(content.checklists) }],
    [CITATIONS_FILE, { type: 'application/json; charset=utf-8', body: () => JSON.stringify(resolvedCells(content)) }],
    // Every release's downloads, at addresses that stay (docs/decisions/0027).
    ...content.releases.list.flatMap((release) =>
      [...releaseDataFiles(release)].map(([file, { text, mediaType }]): [string, GeneratedFile] => [file, { type: `${mediaType}; charset=utf-8`, body: () => text }]),
    ),
  ]);
}

type GeneratedFile = { type: string; body: () => string | Uint8Array };

/** The page and common name of each species the gallery and the endemic page show (virtual:fauna/featured-species). */
function featuredModule(content: SiteContent) {
  const commonNames = vernacularByKey(content.vernacular);
  return featuredSpecies(content.featured, { addressOf: (key) => content.species.byKey.get(key)?.slug, commonNameOf: (key) => commonNames.get(key) });
}

/** The endemic page's texts that hold scientific names, with where they stand (virtual:fauna/endemic-names). */
function endemicNames(content: SiteContent): NamesInTexts {
  const texts = content.endemic.groups.flatMap((group) => group.species.flatMap((s) => [s.description, s.descriptionEn, s.conservation, s.conservationEn]));
  return namesInTexts(texts, content.names);
}

/**
 * Each checklist's Referenca cells resolved, by group (what a checklist fetched after navigation links to): the same
 * as its prerendered page holds, rows whose taxon decides included.
 */
function resolvedCells(content: SiteContent): Record<string, Record<string, CitationView>> {
  const groups: Record<string, Record<string, CitationView>> = {};
  for (const [group, checklist] of content.checklists) {
    const rows = checklist.rows.map(({ klasa, rendi, familja, lloji, referenca }) => [klasa, rendi, familja, lloji, referenca] as const);
    groups[group] = rowCitations(rows, (cell, row) => citationView(content.citations.resolve(cell, row && { group, ...rowTaxon(row) })));
  }
  return groups;
}
