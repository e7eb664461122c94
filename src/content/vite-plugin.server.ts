import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { contentSource, type ContentSource } from './content-dir.server.ts';
import { formatIssue } from './issues.ts';
import { checklistFiles, loadSiteContent, type SiteContent } from './site-content.server.ts';
import { processPhotos } from './photos.server.ts';
import { photoKey, type PhotoManifest } from './photo-manifest.ts';
import { checkContent } from './check/check-content.server.ts';
import type { BuildOptions } from './build-options.server.ts';
import { loadChecklist } from './checklists.server.ts';
import { darwinCoreArchive } from './darwin-core-archive.server.ts';
import { DARWIN_CORE_ARCHIVE_FILE, SPECIES_INDEX_FILE } from '../config/paths.ts';
import { speciesEntries } from './species-index.ts';
import { writeBuildInfo } from '../config/build-info.server.ts';

const VIRTUAL_PREFIX = 'virtual:fauna/';
const MODULES = ['site', 'gallery', 'endemic', 'references', 'photos'] as const;
type ModuleName = (typeof MODULES)[number];

type Prepared = { content: SiteContent; photos: PhotoManifest; checklists: Map<string, string>; archive: Uint8Array; speciesIndex: string };


/**
 * Brings the content folder into the site: validates it (errors stop the build), exposes the small
 * content as `virtual:fauna/*` modules, copies checklists to `data/` with a Darwin Core Archive and a
 * search index of them all, and writes the processed photos.
 */
export function faunaContent(options: BuildOptions): Plugin {
  const source: ContentSource = contentSource(options.contentDir);
  // Photos are written here first (their URLs must be known before the pages are built), then copied.
  const STAGING_DIR = path.resolve(options.buildDir, '.staging');
  let prepared: Promise<Prepared> | null = null;
  let config: ResolvedConfig;

  function prepare(log: (message: string) => void): Promise<Prepared> {
    prepared ??= (async () => {
      const report = checkContent(source);
      const errors = report.issues.filter((issue) => issue.severity === 'error');
      const warnings = report.issues.length - errors.length;
      if (errors.length > 0) {
        throw new Error(`Content has ${errors.length} error(s); fix them or run \`npm run check-content\`:\n${errors.map(formatIssue).join('\n')}`);
      }
      log(`content: ${source.dirs.join(' → ')} (${warnings} warning(s); \`npm run check-content\` lists them)`);
      const content = loadSiteContent(source);
      const wanted = new Set([
        ...content.gallery.map((item) => item.species),
        ...content.endemic.groups.flatMap((group) => group.species.flatMap((s) => (s.photo ? [photoKey(s.photo)] : []))),
      ]);
      const photoFiles = new Map([...content.photoFiles].filter(([species]) => wanted.has(species)));
      rmSync(STAGING_DIR, { recursive: true, force: true });
      const photos = await processPhotos({ photos: photoFiles, outDir: STAGING_DIR, urlPrefix: 'photos/' });
      const checklists = checklistFiles(source, content.config);
      const groups = [...checklists.keys()].map((name) => ({ name, rows: loadChecklist(name, source).rows }));
      const speciesIndex = JSON.stringify(speciesEntries(groups));
      return { content, photos, checklists, archive: darwinCoreArchive(content.config, groups), speciesIndex };
    })();
    return prepared;
  }

  function moduleCode(name: ModuleName, { content, photos }: Prepared): string {
    const value = {
      site: content.config,
      gallery: content.gallery,
      endemic: content.endemic,
      references: content.references,
      photos,
    }[name];
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
  }

  return {
    name: 'fauna-content',
    enforce: 'pre',
    sharedDuringBuild: true,
    config: () => ({ base: options.basePath }),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      await prepare((message) => config.logger.info(message));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length + 1) as ModuleName;
      if (!MODULES.includes(name)) throw new Error(`Unknown content module ${id.slice(1)}`);
      return moduleCode(name, await prepare((message) => config.logger.info(message)));
    },
    async writeBundle(outputOptions) {
      if (this.environment.name !== 'client' || !outputOptions.dir) return;
      const { checklists, archive, speciesIndex } = await prepare(() => {});
      const dataDir = path.join(outputOptions.dir, 'data');
      mkdirSync(dataDir, { recursive: true });
      for (const [group, file] of checklists) cpSync(file, path.join(dataDir, `${group}.csv`));
      writeFileSync(path.join(outputOptions.dir, DARWIN_CORE_ARCHIVE_FILE), archive);
      writeFileSync(path.join(outputOptions.dir, SPECIES_INDEX_FILE), speciesIndex);
      writeBuildInfo(outputOptions.dir, { basePath: options.basePath, content: source.dirs });
      const stagedPhotos = path.join(STAGING_DIR, 'photos');
      if (existsSync(stagedPhotos)) cpSync(stagedPhotos, path.join(outputOptions.dir, 'photos'), { recursive: true });
    },
    configureServer(server) {
      // Development: serve the same data and photo URLs as the production build.
      server.middlewares.use(async (req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        const relative = url.startsWith(options.basePath) ? url.slice(options.basePath.length) : null;
        if (!relative) return next();
        const { checklists, archive, speciesIndex } = await prepare((message) => server.config.logger.info(message));
        if (relative === DARWIN_CORE_ARCHIVE_FILE) {
          res.setHeader('Content-Type', 'application/zip');
          return res.end(archive);
        }
        if (relative === SPECIES_INDEX_FILE) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          return res.end(speciesIndex);
        }
        const data = /^data\/(.+)\.csv$/.exec(relative);
        const checklist = data?.[1] ? checklists.get(data[1]) : undefined;
        if (checklist) {
          res.setHeader('Content-Type', 'text/csv; charset=utf-8');
          return res.end(readFileSync(checklist));
        }
        const photo = relative.startsWith('photos/') ? path.join(STAGING_DIR, relative) : null;
        if (photo && !photo.includes('..') && existsSync(photo)) return res.end(readFileSync(photo));
        next();
      });
    },
  };
}
