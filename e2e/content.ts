// The content a build was made from, read the way the site reads it: the build's content folder first,
// then the repository's default content, file by file. Parsed here independently of the app's parsers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { BUILDS, type BuildName } from './builds.ts';

const DEFAULT_CONTENT = path.resolve(import.meta.dirname, '../content');

function contentPath(build: BuildName, relativePath: string): string | null {
  const folders = [BUILDS[build].content, DEFAULT_CONTENT].filter((folder) => folder !== undefined);
  return folders.map((folder) => path.join(folder, relativePath)).find((file) => existsSync(file)) ?? null;
}

function readContent(build: BuildName, relativePath: string): string {
  const file = contentPath(build, relativePath);
  if (!file) throw new Error(`no content file ${relativePath} for build "${build}"`);
  return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
}

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().normalize('NFC');

/** Whether the build has a photo file for a species (`photos/<species>.jpg`). */
export function hasPhoto(build: BuildName, species: string): boolean {
  return contentPath(build, `photos/${species}.jpg`) !== null;
}

export type GalleryRow = { species: string; credit: string };

/** gallery.csv rows in order (columns Lloji, Foto). */
export function galleryRows(build: BuildName): GalleryRow[] {
  const { data } = Papa.parse<Record<string, string>>(readContent(build, 'gallery.csv'), { header: true, skipEmptyLines: 'greedy' });
  return data.map((row) => ({ species: clean(row['Lloji']), credit: clean(row['Foto']) })).filter((row) => row.species !== '');
}

export type EndemicSpecies = { name: string; authority: string | null; description: string; photo: string | null };
export type EndemicGroup = { title: string; species: EndemicSpecies[] };

/** endemic.json's groups, text trimmed and NFC. */
export function endemicGroups(build: BuildName): EndemicGroup[] {
  const json = JSON.parse(readContent(build, 'endemic.json')) as { groups: { title: string; species: Record<string, string | null>[] }[] };
  return json.groups.map((group) => ({
    title: clean(group.title),
    species: group.species.map((species) => ({
      name: clean(species['name']),
      authority: clean(species['authority']) || null,
      // Italics marked as in references.md (`*Brachythele*`) are shown without their asterisks.
      description: (species['description'] ?? '').normalize('NFC').trim().replace(/\*(?=[^\s*])([^*\n]*?[^\s*])\*/g, '$1'),
      photo: clean(species['photo']) || null,
    })),
  }));
}

export type ChecklistRow = { klasa: string; rendi: string; familja: string; lloji: string; referenca: string };

/** A group's checklist rows that name a species (columns matched by their letters: 'Klasa:', '"Referenca"'). */
export function checklistRows(build: BuildName, file: string): ChecklistRow[] {
  const [header = [], ...data] = Papa.parse<string[]>(readContent(build, `checklists/${file}`), { skipEmptyLines: 'greedy' }).data;
  const names = header.map((name) => clean(name).replace(/[^\p{L}]/gu, '').toLowerCase());
  const cell = (cells: string[], name: string) => clean(cells[names.indexOf(name)]);
  return data
    .map((cells) => ({ klasa: cell(cells, 'klasa'), rendi: cell(cells, 'rendi'), familja: cell(cells, 'familja'), lloji: cell(cells, 'lloji'), referenca: cell(cells, 'referenca') }))
    .filter((row) => row.lloji !== '');
}

/** The species the build's checklists list, as "Genus species" (subgenus and authorship left out). */
export function listedSpecies(build: BuildName): Set<string> {
  const site = JSON.parse(readContent(build, 'site.json')) as { groups: { file: string }[] };
  const rows = site.groups.flatMap((group) => (contentPath(build, `checklists/${group.file}`) ? checklistRows(build, group.file) : []));
  return new Set(rows.map((row) => row.lloji.replace(/\s*\([^)]*\)\s*/, ' ').split(' ').slice(0, 2).join(' ')));
}

/** The address of a species' page after the site's base: `species/Canis-lupus`. */
export const speciesPagePath = (name: string) => `species/${name.replace(/ /g, '-')}`;

/** How many publications the build's references.md lists (one Markdown list item each). */
export function referenceCount(build: BuildName): number {
  return readContent(build, 'references.md').split('\n').filter((line) => /^\s*[-*+]\s+\S/.test(line)).length;
}

export type CommonNameRow = { species: string; albanian: string; english: string };

/** vernacular-names.csv's rows (species, Albanian name, English name), by the Albanian headers; none without the file. */
export function commonNameRows(build: BuildName): CommonNameRow[] {
  if (!contentPath(build, 'vernacular-names.csv')) return [];
  const { data } = Papa.parse<Record<string, string>>(readContent(build, 'vernacular-names.csv'), { header: true, skipEmptyLines: 'greedy' });
  return data.map((row) => ({ species: clean(row['Lloji']), albanian: clean(row['Emri shqip']), english: clean(row['Emri anglisht']) }));
}

export type RenameRow = { from: string; to: string; kind: string; source: string };

/** renames.csv's rows (old name, new name, kind, source), by the Albanian headers; none when the file is absent. */
export function renameRows(build: BuildName): RenameRow[] {
  if (!contentPath(build, 'renames.csv')) return [];
  const { data } = Papa.parse<Record<string, string>>(readContent(build, 'renames.csv'), { header: true, skipEmptyLines: 'greedy' });
  return data.map((row) => ({ from: clean(row['Emri i vjetër']), to: clean(row['Emri i ri']), kind: clean(row['Ndryshimi']), source: clean(row['Burimi']) }));
}
