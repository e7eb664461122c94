/**
 * What a release publishes about its changes (issue 21): `changes.csv`, one row per change with its code and previous
 * value, and `CHANGES.md`, the same grouped by code for people. Both from releaseChanges.
 */
import { spreadsheetCsv } from './fauna-csv.ts';
import { typesetScientificName } from '../parse/scientific-name.ts';
import { CHANGE_CODES, type ChangeCode, type SpeciesChange } from './release-changes.ts';

export const CHANGES_CSV_COLUMNS = ['Ndryshimi', 'Lloji', 'Grupi', 'Më parë', 'Tani'] as const;

/** changes.csv: UTF-8 with a byte-order mark and CRLF, as the site's other CSVs, a formula-like cell guarded. */
export function changesCsv(changes: readonly SpeciesChange[]): string {
  return spreadsheetCsv(CHANGES_CSV_COLUMNS, changes.map((change) => [change.code, change.name, change.groups.join('; '), change.previous ?? '', change.current ?? '']));
}

/** Each code's heading in CHANGES.md. */
const HEADINGS: Record<ChangeCode, string> = {
  added: 'Added',
  removed: 'Removed',
  renamed: 'Renamed (stated by the authors)',
  moved: 'Moved to another order or family',
  authorship: 'Authorship corrected',
  'sources-added': 'Sources added',
};

/** CHANGES.md: a title, the counts, then each kind of change with its species, previous → current. */
export function changesMarkdown(version: number, previousVersion: number, changes: readonly SpeciesChange[]): string {
  const lines = [`# Changes in version ${version} (since version ${previousVersion})`, ''];
  if (changes.length === 0) return `${lines.join('\n')}\nNo species changed.\n`;
  const present = CHANGE_CODES.filter((code) => changes.some((change) => change.code === code));
  lines.push(...present.map((code) => `- ${HEADINGS[code]}: ${changes.filter((change) => change.code === code).length}`), '');
  for (const code of present) {
    lines.push(`## ${HEADINGS[code]}`, '');
    for (const change of changes.filter((entry) => entry.code === code)) {
      // A rename's two values are names; the others a placement, an authorship or citations.
      const value = (text: string | null) => (code === 'renamed' ? markdownName(text ?? '') : markdownText(text ?? ''));
      const what = code === 'added' || code === 'removed' ? '' : `: ${value(change.previous)} → ${value(change.current)}`;
      lines.push(`- ${markdownName(change.name)} (${markdownText(change.groups.join(', '))})${what}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Text with Markdown's own characters escaped. */
const markdownText = (text: string): string => text.replace(/[\\`*_[\]<>#|]/g, '\\$&');

/** A scientific name as the Code sets it: genus, subgenus and epithets in italics, its authorship in roman. */
function markdownName(name: string): string {
  return typesetScientificName(name)
    .segments.map(({ text, italic }) => {
      if (!italic || text.trim() === '') return markdownText(text);
      // Emphasis must not start or end with a space: `*Eresus kollari* Rossi`.
      const [, before = '', inner = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(text) ?? [];
      return `${before}*${markdownText(inner)}*${after}`;
    })
    .join('');
}
