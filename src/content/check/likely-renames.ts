/**
 * Species that left the list while a very similar name came in since the previous release (the same epithets in
 * another genus, or an epithet a letter or two apart): likely one species renamed, which only renames.csv can say
 * (docs/decisions/0025). A warning at the new name's row, naming the old name's row in the release.
 */
import type { ContentIssue } from '../issues.ts';
import type { ChecklistRow, ParsedChecklist } from '../parse/checklist-csv.ts';
import type { ReleaseCsvRow } from '../parse/release-csv.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { likelyRenames, releaseChanges, type StatedRename } from '../derived/release-changes.ts';

export type LikelyRenameInput = {
  /** The release before the current content: its version, the path of its whole-fauna CSV, and its rows. */
  previous: { version: number; file: string; rows: readonly ReleaseCsvRow[] };
  /** The current checklists by path (`checklists/Odonata.csv`), with their group. */
  current: readonly { file: string; group: string; checklist: Pick<ParsedChecklist, 'rows' | 'columns'> }[];
  renames: readonly StatedRename[];
  renamesFile: string;
};

export function checkLikelyRenames({ previous, current, renames, renamesFile }: LikelyRenameInput): ContentIssue[] {
  const rows = current.flatMap(({ group, checklist }) => checklist.rows.map((row) => ({ ...row, group })));
  const pairs = likelyRenames(releaseChanges(previous.rows, rows, renames));
  const firstRow = <T extends Pick<ChecklistRow, 'lloji'>>(list: readonly T[], key: string) => list.find((row) => row.lloji.trim() !== '' && speciesKey(row.lloji) === key);
  return pairs.flatMap(({ removed, added }) => {
    const where = current.find(({ checklist }) => firstRow(checklist.rows, added.key));
    const row = where && firstRow(where.checklist.rows, added.key);
    const old = firstRow(previous.rows, removed.key);
    if (!where || !row) return [];
    const column = where.checklist.columns.Lloji;
    return [
      {
        severity: 'warning' as const,
        file: where.file,
        line: row.line,
        ...(column === undefined ? {} : { column }),
        message:
          `"${added.key}" is new since version ${previous.version}, and "${removed.key}" (${previous.file}:${old?.line ?? 0}) has left the list: ` +
          `if it is the same species renamed, state it in ${renamesFile} (${removed.key}, ${added.key}, the kind of change, its source); if not, nothing to do`,
      },
    ];
  });
}
