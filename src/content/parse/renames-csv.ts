import { editDistance } from './checklist-headers.ts';
import { cleanCell, csvRows } from './csv-rows.ts';
import type { ContentIssue } from '../issues.ts';
import { typesetScientificName } from './scientific-name.ts';
import { speciesKey } from './species-identity.ts';

export const RENAMES_FILE = 'renames.csv';

/** How a name was replaced: the owners' statement, the only thing that makes a change of name a rename. */
export const RENAME_KINDS = ['new combination', 'synonym', 'misspelling corrected'] as const;
export type RenameKind = (typeof RENAME_KINDS)[number];

/**
 * One stated rename: `from` is listed no more, its species is `to`'s. `line`, `column`, `toColumn` and `sourceColumn`
 * locate them (`sourceColumn` undefined: the file has no Burimi column).
 */
export type Rename = { from: string; to: string; kind: RenameKind; source: string; line: number; column: number; toColumn: number; sourceColumn: number | undefined };

type Column = 'from' | 'to' | 'kind' | 'source';
/** Header spellings per column, compared in lower case (Albanian first, English accepted). */
const HEADERS: Record<Column, string[]> = {
  from: ['emri i vjetër', 'emri i mëparshëm', 'old name', 'previous name'],
  to: ['emri i ri', 'emri aktual', 'new name', 'current name'],
  kind: ['ndryshimi', 'kind', 'change'],
  source: ['burimi', 'source'],
};
/** Each column's name as the messages write it. */
const TITLES: Record<Column, string> = { from: 'Emri i vjetër', to: 'Emri i ri', kind: 'Ndryshimi', source: 'Burimi' };
const HEADER_HINT = Object.values(TITLES).join(',');
/** The kinds as written in a cell (lower case), Albanian accepted beside the English terms. */
const KIND_SPELLINGS: Record<string, RenameKind> = {
  'new combination': 'new combination',
  'kombinim i ri': 'new combination',
  synonym: 'synonym',
  sinonim: 'synonym',
  'misspelling corrected': 'misspelling corrected',
  misspelling: 'misspelling corrected',
  'drejtshkrim i korrigjuar': 'misspelling corrected',
};

/** The kind a cell spells one or two letters wrong ("synonim"), when all its nearest spellings are of one kind. */
function misspeltKind(cell: string): { kind: RenameKind; spelling: string } | null {
  const near = Object.entries(KIND_SPELLINGS).map(([spelling, kind]) => ({ spelling, kind, distance: editDistance(cell.toLowerCase(), spelling) }));
  const least = Math.min(...near.map(({ distance }) => distance));
  const nearest = near.filter(({ distance }) => distance === least);
  return least <= 2 && new Set(nearest.map(({ kind }) => kind)).size === 1 ? nearest[0]! : null;
}

/**
 * Parses `renames.csv` (optional; columns `Emri i vjetër, Emri i ri, Ndryshimi, Burimi`): the names the owners have
 * replaced since an earlier release. Every problem is reported with file, line and column; a row that cannot be used
 * is skipped.
 */
export function parseRenamesCsv(text: string, file = RENAMES_FILE): { renames: Rename[]; issues: ContentIssue[] } {
  // The header pasted twice and a formula's error values are told by csvRows.
  const { nonBlank, issues } = csvRows(text, file, { freeText: HEADERS.source });
  const header = nonBlank[0];
  if (!header) return { renames: [], issues }; // an empty file states no rename
  const headers = header.cells.map((cell) => cleanCell(cell).toLowerCase());
  const index = Object.fromEntries((Object.keys(HEADERS) as Column[]).map((column) => [column, headers.findIndex((name) => HEADERS[column].includes(name))])) as Record<Column, number>;
  const missing = (['from', 'to', 'kind'] as const).filter((column) => index[column] < 0);
  if (missing.length > 0) {
    const found = header.cells.map((cell) => `"${cleanCell(cell)}"`).join(', ');
    issues.push({ severity: 'error', file, line: header.line, message: `missing column${missing.length > 1 ? 's' : ''} ${missing.map((column) => `"${TITLES[column]}"`).join(', ')} in the header row (found: ${found}); expected "${HEADER_HINT}"` });
    return { renames: [], issues };
  }

  const renames: Rename[] = [];
  const firstLineOf = new Map<string, number>();
  const cell = (row: { cells: string[] }, column: Column) => (index[column] < 0 ? '' : cleanCell(row.cells[index[column]]));
  for (const row of nonBlank.slice(1)) {
    const at = (column: Column) => ({ file, line: row.line, column: index[column] + 1 });
    const [from, to, kindText] = [cell(row, 'from'), cell(row, 'to'), cell(row, 'kind')];
    const empty = (['from', 'to', 'kind'] as const).find((column) => cell(row, column) === '');
    if (empty) {
      issues.push({ severity: 'warning', ...at(empty), message: `the ${TITLES[empty]} cell is empty; row skipped` });
      continue;
    }
    const written = KIND_SPELLINGS[kindText.toLowerCase()];
    const misspelt = written ? null : misspeltKind(kindText);
    if (misspelt) issues.push({ severity: 'warning', ...at('kind'), message: `"${kindText}" read as "${misspelt.spelling}": write it so` });
    const kind = written ?? misspelt?.kind;
    if (!kind) {
      issues.push({ severity: 'warning', ...at('kind'), message: `"${kindText}" is not a kind of rename: write one of ${RENAME_KINDS.map((name) => `"${name}"`).join(', ')}; row skipped` });
      continue;
    }
    const unread = [from, to].find((name) => typesetScientificName(name).canonical === null);
    if (unread !== undefined) {
      issues.push({ severity: 'warning', ...at(unread === from ? 'from' : 'to'), message: `"${unread}" cannot be read as a scientific name (Genus species Author, year); row skipped` });
      continue;
    }
    if (speciesKey(from) === speciesKey(to)) {
      issues.push({ severity: 'warning', ...at('to'), message: `"${from}" and "${to}" are the same species name: nothing to rename; row skipped` });
      continue;
    }
    const firstLine = firstLineOf.get(speciesKey(from));
    if (firstLine !== undefined) {
      issues.push({ severity: 'warning', ...at('from'), message: `"${from}" is renamed already on line ${firstLine}; row skipped` });
      continue;
    }
    const source = cell(row, 'source');
    if (source === '') issues.push({ severity: 'warning', ...(index.source < 0 ? { file, line: row.line } : at('source')), message: `no source (Burimi) for the rename of "${from}"` });
    firstLineOf.set(speciesKey(from), row.line);
    renames.push({ from, to, kind, source, line: row.line, column: index.from + 1, toColumn: index.to + 1, sourceColumn: index.source < 0 ? undefined : index.source + 1 });
  }
  return { renames, issues };
}

/**
 * The listed species (by its key) each stated rename leads to: its new name, or where that name is renamed in turn,
 * the name it comes to (`A → B`, `B → C`: `A` leads to `C`); null when it comes to no listed name or goes round.
 */
export function renameTargets(renames: readonly Rename[], listed: ReadonlySet<string>): Map<Rename, string | null> {
  const byOldKey = new Map(renames.map((rename) => [speciesKey(rename.from), rename]));
  const targets = new Map<Rename, string | null>();
  for (const rename of renames) {
    const seen = new Set<string>([speciesKey(rename.from)]);
    let key: string | null = speciesKey(rename.to);
    while (key !== null && !listed.has(key)) {
      const next: Rename | undefined = seen.has(key) ? undefined : byOldKey.get(key);
      seen.add(key);
      key = next ? speciesKey(next.to) : null;
    }
    targets.set(rename, key);
  }
  return targets;
}

/**
 * Warnings for stated renames the checklists contradict: the new name listed nowhere (nor renamed in turn to a listed
 * name), or the old name still listed (compared by species identity). Such a rename is still published as stated.
 * `close` names a listed species spelled nearly as a new name that is listed nowhere.
 */
export function checkRenamedSpecies(renames: readonly Rename[], listed: ReadonlySet<string>, file = RENAMES_FILE, close: (key: string) => string | null = () => null): ContentIssue[] {
  const targets = renameTargets(renames, listed);
  return renames.flatMap((rename): ContentIssue[] => {
    const at = { file, line: rename.line };
    if (targets.get(rename) === null) {
      const hint = close(speciesKey(rename.to));
      return [{ severity: 'warning', ...at, column: rename.toColumn, message: `"${rename.to}" is in no checklist: the rename of "${rename.from}" leads nowhere${hint ? `; ${hint}` : ' (misspelt?)'}` }];
    }
    if (listed.has(speciesKey(rename.from))) return [{ severity: 'warning', ...at, column: rename.column, message: `"${rename.from}" is still listed in a checklist although renamed to "${rename.to}": remove it from the checklist, or this row` }];
    return [];
  });
}
