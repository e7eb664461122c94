import { formatIssue, type ContentIssue } from './issues.ts';
import { listContentFiles, readContentFile, type ContentSource } from './content-dir.server.ts';
import { loadSiteConfig } from './site-config.server.ts';
import type { SiteConfig } from './site-config.ts';
import { parseGalleryCsv } from './gallery-csv.ts';
import { parseEndemicJson, type EndemicContent } from './endemic.ts';
import { parseReferencesMd, sortReferences, type Reference } from './references-md.ts';

export type GalleryItem = { species: string; credit: string };

/** Everything small enough to ship with the pages; checklists and photos travel as files. */
export type SiteContent = {
  config: SiteConfig;
  gallery: GalleryItem[];
  endemic: EndemicContent;
  references: Reference[];
  /** Species name (NFC) → absolute path of its source photo. */
  photoFiles: Map<string, string>;
  issues: ContentIssue[];
};

function required(source: ContentSource, file: string): string {
  const text = readContentFile(source, file);
  if (text === null) throw new Error(`${file}: file not found in ${source.dirs.join(' or ')}`);
  return text;
}

function orThrow<T>(value: T | null, issues: ContentIssue[], file: string): T {
  if (value === null) throw new Error(`${file} is invalid:\n${issues.map(formatIssue).join('\n')}`);
  return value;
}

export function loadSiteContent(source: ContentSource): SiteContent {
  const config = loadSiteConfig(source);
  const gallery = parseGalleryCsv(required(source, 'gallery.csv'), 'gallery.csv');
  const endemicResult = parseEndemicJson(required(source, 'endemic.json'), 'endemic.json');
  const endemic = orThrow(endemicResult.content, endemicResult.issues, 'endemic.json');
  const referencesResult = parseReferencesMd(required(source, 'references.md'), 'references.md');
  const photoFiles = new Map<string, string>();
  for (const [name, file] of listContentFiles(source, 'photos')) {
    const match = /^(.+)\.jpe?g$/i.exec(name);
    if (match?.[1]) photoFiles.set(match[1].normalize('NFC'), file);
  }
  return {
    config,
    gallery: gallery.items.map(({ species, credit }) => ({ species, credit })),
    endemic,
    references: sortReferences(referencesResult.references),
    photoFiles,
    issues: [...gallery.issues, ...endemicResult.issues, ...referencesResult.issues],
  };
}

/** Absolute path of each group's checklist, keyed by group name; missing files are left out. */
export function checklistFiles(source: ContentSource, config: SiteConfig): Map<string, string> {
  const available = listContentFiles(source, 'checklists');
  const files = new Map<string, string>();
  for (const group of config.groups) {
    // File names are compared in NFC: a file saved on macOS may spell "ë" as two code points.
    const file = available.get(group.file.normalize('NFC'));
    if (file) files.set(group.name, file);
  }
  return files;
}
