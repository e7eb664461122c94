import type { ContentIssue } from '../issues.ts';
import { parseChecklistCsv, type ChecklistRow } from './checklist-csv.ts';
import { describeLines } from './line-list.ts';
import { GROUP_COLUMN } from './checklist-headers.ts';

/** A row of a published release: the checklist's cells and the group it was listed in. */
export type ReleaseCsvRow = ChecklistRow & { group: string };

/**
 * Reads a release's whole-fauna CSV (`releases/{N}/fauna-of-kosovo.csv`, the file the site offered for download):
 * the checklist's columns as a checklist is read, plus the group of each row. A row without a group is reported
 * with its line and column and left out.
 */
export function parseReleaseCsv(text: string, file: string): { rows: ReleaseCsvRow[]; issues: ContentIssue[] } {
  const parsed = parseChecklistCsv(text, file, { extraColumns: [GROUP_COLUMN], emptyAllowed: ['Klasa'] });
  const issues = [...parsed.issues];
  const column = parsed.extraColumns?.[GROUP_COLUMN];
  if (column === undefined) {
    if (parsed.headerLine !== undefined) issues.push({ severity: 'error', file, line: parsed.headerLine, message: `no "${GROUP_COLUMN}" column in the header row: a release's file is the whole-fauna CSV the site published, with each row's group` });
    return { rows: [], issues };
  }
  const rows: ReleaseCsvRow[] = [];
  const ungrouped: number[] = [];
  for (const row of parsed.rows) {
    const group = row.extra?.[GROUP_COLUMN] ?? '';
    if (group === '') ungrouped.push(row.line);
    else rows.push({ ...row, klasa: unguarded(row.klasa), rendi: unguarded(row.rendi), familja: unguarded(row.familja), lloji: unguarded(row.lloji), referenca: unguarded(row.referenca), group: unguarded(group) });
  }
  if (ungrouped.length > 0) {
    issues.push({ severity: 'warning', file, line: ungrouped[0]!, column, message: `the "${GROUP_COLUMN}" cell is empty on ${describeLines(ungrouped)}: those rows are left out of the comparison with this release` });
  }
  return { rows, issues };
}

/** A cell as it was before the site's CSV guarded it against spreadsheet formulas (`'=x` was written for `=x`). */
const unguarded = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A release's bibliography (`releases/{N}/references.md`), kept as it was published: only what would make it
 * unpublishable is reported (an empty file, or one not in UTF-8, with the line of the first unreadable letter).
 */
export function parseReleaseReferences(text: string, file: string): { text: string; issues: ContentIssue[] } {
  if (text.trim() === '') return { text, issues: [{ severity: 'error', file, line: 0, message: 'the file is empty: a release keeps the bibliography the site published with it' }] };
  const unreadable = text.indexOf('\uFFFD');
  if (unreadable < 0) return { text, issues: [] };
  const line = text.slice(0, unreadable).split('\n').length;
  const column = unreadable - text.lastIndexOf('\n', unreadable - 1);
  return { text, issues: [{ severity: 'error', file, line, column, message: 'the file is not in UTF-8, so letters such as ë, ç or ü show as "\uFFFD": keep the file exactly as the site published it' }] };
}
