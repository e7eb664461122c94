import { cleanCell, csvRows } from './csv-rows.ts';
import { withoutFootnoteMarks } from './footnote-marks.ts';
import type { ContentIssue } from '../issues.ts';
import { speciesKey } from './species-identity.ts';
import { NAME_SEPARATOR, namesIn } from './name-list.ts';

export const VERNACULAR_FILE = 'vernacular-names.csv';

/**
 * A species' common names, each cell's names in the site's form ("ujku / ujk"; one of the two may be ''): `key` is its
 * species identity (speciesKey); `line` and `column` locate its name in the CSV.
 */
export type VernacularName = { species: string; key: string; albanian: string; english: string; source: string; line: number; column: number };

export type VernacularResult = { names: VernacularName[]; issues: ContentIssue[] };

type Column = 'species' | 'albanian' | 'english' | 'source';
/** Header spellings per column, compared in lower case (Albanian first, English accepted). */
const HEADERS: Record<Column, string[]> = {
  species: ['lloji', 'emri shkencor', 'scientific name'],
  albanian: ['emri shqip', 'emri në shqip', 'albanian name', 'albanian'],
  english: ['emri anglisht', 'emri në anglisht', 'english name', 'english'],
  source: ['burimi', 'source'],
};
const HEADER_HINT = 'Lloji,Emri shqip,Emri anglisht,Burimi';

/**
 * Parses `vernacular-names.csv` (columns `Lloji, Emri shqip, Emri anglisht (optional), Burimi`). One row per species,
 * with an Albanian name, an English one or both; every problem is reported with file, line and column. Whether a
 * species is in a checklist is checked with the checklists (load-content.server.ts).
 */
export function parseVernacularNames(text: string, file = VERNACULAR_FILE): VernacularResult {
  // The header pasted twice and a formula's error values are told by csvRows.
  const { nonBlank, issues } = csvRows(text, file, { freeText: HEADERS.source });
  const header = nonBlank[0];
  if (!header) {
    issues.push({ severity: 'error', file, line: 0, message: `the file is empty: expected a header row "${HEADER_HINT}"` });
    return { names: [], issues };
  }
  const headers = header.cells.map((cell) => cleanCell(cell).toLowerCase());
  const index = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [column, headers.findIndex((name) => HEADERS[column].includes(name))]),
  ) as Record<Column, number>;
  const missing = (['species', 'albanian'] as const).filter((column) => index[column] < 0);
  for (const column of missing) {
    const found = header.cells.map((cell) => `"${cleanCell(cell)}"`).join(', ');
    issues.push({ severity: 'error', file, line: header.line, message: `missing column "${HEADERS[column][0] === 'lloji' ? 'Lloji' : 'Emri shqip'}" in the header row (found: ${found}); expected "${HEADER_HINT}"` });
  }
  if (missing.length > 0) return { names: [], issues };

  const names: VernacularName[] = [];
  const byKey = new Map<string, VernacularName>();
  const cell = (row: { cells: string[] }, column: Column) => (index[column] < 0 ? '' : cleanCell(row.cells[index[column]]));
  for (const row of nonBlank.slice(1)) {
    const written = cell(row, 'species');
    const unmarked = withoutFootnoteMarks(written);
    const species = unmarked?.text ?? written;
    const albanian = nameList(cell(row, 'albanian'));
    const at = (column: Column) => ({ file, line: row.line, column: index[column] + 1 });
    if (unmarked && species !== '') {
      issues.push({ severity: 'warning', ...at('species'), message: `"${written}" read as "${species}", without ${unmarked.marks.map((mark) => `"${mark}"`).join(', ')}, a footnote's mark that no zoological name holds; write the name alone` });
    }
    if (species === '') {
      issues.push({ severity: 'warning', ...at('species'), message: 'the scientific name (Lloji) is empty; row skipped' });
      continue;
    }
    const english = nameList(cell(row, 'english'));
    // An English name alone is kept: many an insect has one and no Albanian name yet.
    if (albanian.text === '' && english.text === '') {
      const names = index.english < 0 ? 'the Albanian name (Emri shqip)' : 'the Albanian name (Emri shqip) and the English name (Emri anglisht)';
      issues.push({ severity: 'warning', ...at('albanian'), message: `${names} of "${species}" ${index.english < 0 ? 'is' : 'are'} empty; row skipped` });
      continue;
    }
    const key = speciesKey(species);
    const sourceText = cell(row, 'source');
    const first = byKey.get(key);
    if (first) issues.push({ severity: 'warning', ...at('species'), message: joinedRow(first, { albanian: albanian.text, english: english.text, source: sourceText }) });
    else if (sourceText === '') issues.push({ severity: 'warning', ...(index.source < 0 ? { file, line: row.line } : at('source')), message: `no source (Burimi) for the names of "${species}"` });
    for (const [column, { problem }] of [['albanian', albanian], ['english', english]] as const) {
      if (problem) issues.push({ severity: 'warning', ...at(column), message: problem });
    }
    if (first) continue;
    const name = { species, key, albanian: albanian.text, english: english.text, source: sourceText, line: row.line, column: index.species + 1 };
    byKey.set(key, name);
    names.push(name);
  }
  return { names, issues };
}

/** How the sources of a species' two rows are joined. */
const SOURCE_SEPARATOR = '; ';

/**
 * A second row of a species' names, read as meant: its names and source added to those of the first row (which
 * `first` is changed to hold); the warning that says so, or that the row repeats the first and is left out.
 */
function joinedRow(first: VernacularName, row: Pick<VernacularName, 'albanian' | 'english' | 'source'>): string {
  const joined = (a: string, b: string) => [...new Set([...namesIn(a), ...namesIn(b)])].join(NAME_SEPARATOR);
  const sources = [...new Set([...first.source.split(SOURCE_SEPARATOR), row.source].filter(Boolean))].join(SOURCE_SEPARATOR);
  const merged = { albanian: joined(first.albanian, row.albanian), english: joined(first.english, row.english), source: sources };
  const added = (['albanian', 'english', 'source'] as const).filter((field) => merged[field] !== first[field]);
  const onLine = `"${first.key}" already has its names on line ${first.line}`;
  if (added.length === 0) return `${onLine}, and this row repeats them; row left out`;
  Object.assign(first, merged);
  const titles = { albanian: 'Emri shqip', english: 'Emri anglisht', source: 'Burimi' } as const;
  const now = added.map((field) => `${titles[field]} "${merged[field]}"`).join(', ');
  return `${onLine}: this row's are added to them (${now}); give a species one row, several names in one cell as "ujku / ujk"`;
}

// A slash with no space beside it may belong to a name ("grey/gray"); a semicolon never does.
const OTHER_SEPARATOR = /\s*;\s*|\s+\/\s*|\s*\/\s+/;

/**
 * A cell of common names in the site's form: names parted by a semicolon or a spaced slash ("ujku; ujk", "ujku /ujk") are
 * read as names and written "ujku / ujk". A comma is left as written, with a warning: it may part two names, or be
 * a dictionary's form ("trout, brown", "ujk, -u").
 */
export function nameList(cell: string): { text: string; problem: string | null } {
  const names = cell.split(OTHER_SEPARATOR).filter(Boolean);
  const text = names.join(NAME_SEPARATOR);
  if (text === '') return { text, problem: null }; // empty, or separators alone: the row has no name
  if (text !== cell) {
    const problem = names.length > 1
      ? `"${cell}" read as the names ${names.map((name) => `"${name}"`).join(', ')}: write several names as "${text}"`
      : `"${cell}" read as "${text}": write it so`;
    return { text, problem };
  }
  if (cell.includes(',')) return { text, problem: `"${cell}" has a comma: write several names as "ujku / ujk", and each name as it is said ("brown trout", not "trout, brown"), without a dictionary's endings` };
  return { text, problem: null };
}

/**
 * Names whose species a checklist lists in another case only ("capreolus capreolus", "CANIS LUPUS"), read as that
 * species: the column holds scientific names, so the case alone leaves no doubt. One warning at each; a species that
 * has its names on another row keeps them.
 */
export function vernacularInListedCase(names: readonly VernacularName[], known: ReadonlySet<string>, file = VERNACULAR_FILE): VernacularResult {
  const byLowerCase = new Map<string, string[]>();
  for (const key of known) {
    const lower = key.toLocaleLowerCase('en');
    byLowerCase.set(lower, [...(byLowerCase.get(lower) ?? []), key]);
  }
  const taken = new Set(names.map(({ key }) => key));
  const issues: ContentIssue[] = [];
  const read = names.map((name) => {
    const [listed, ...others] = known.has(name.key) ? [] : (byLowerCase.get(name.key.toLocaleLowerCase('en')) ?? []);
    if (!listed || others.length > 0 || taken.has(listed)) return name;
    taken.add(listed);
    issues.push({ severity: 'warning', file, line: name.line, column: name.column, message: `"${name.species}" read as "${listed}", as the checklists write it: the genus with a capital letter, the epithets in lower case; write it so` });
    return { ...name, species: listed, key: listed };
  });
  return { names: read, issues };
}

/** Warnings for names of species no checklist lists (compared by species identity); they are shown nowhere. */
export function checkVernacularSpecies(names: readonly VernacularName[], known: ReadonlySet<string>, file = VERNACULAR_FILE, close: (key: string) => string | null = () => null): ContentIssue[] {
  return names
    .filter((name) => !known.has(name.key))
    .map((name) => {
      const hint = close(name.key);
      const message = `"${name.species}" is in no checklist: its names are not shown${hint ? `; ${hint}` : ' (misspelt, or a species not listed yet?)'}`;
      return { severity: 'warning' as const, file, line: name.line, column: name.column, message };
    });
}

/** Species key → its names, for the pages and the search index. */
export function vernacularByKey(names: readonly VernacularName[]): Map<string, VernacularName> {
  return new Map(names.map((name) => [name.key, name]));
}

