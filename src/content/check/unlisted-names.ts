import type { KnownNames } from '../derived/names-in-text.ts';
import type { ContentIssue } from '../issues.ts';
import { closestSpelling } from '../parse/checklist-headers.ts';

/** An entry of references.md: the line it starts on, and the names in it that no checklist lists. */
export type UnlistedNames = { line: number; names: readonly string[] };

/** How far a name may be from one the lists hold to be taken for a misspelling of it. */
const MISSPELLING_DISTANCE = 2;

/**
 * references.md: each name in a title that reads as a species or a genus none of the checklists lists (a known genus
 * and an epithet the fauna does not know, or a word after "genus" that is no known genus: inlinesWithNames'
 * `unlisted`), which the site therefore leaves in roman (docs/decisions/0050); once per entry and name, at its line
 * and column, with what to write, and the name the lists hold when it is spelled nearly the same.
 */
export function checkUnlistedNames(text: string, entries: readonly UnlistedNames[], file: string, known: Pick<KnownNames, 'species' | 'genera'>): ContentIssue[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const issues: ContentIssue[] = [];
  for (const reference of entries) {
    for (const name of reference.names) {
      const pattern = new RegExp(name.split(/\s+/).join('\\s+'), 'gu');
      pattern.lastIndex = lineStarts[reference.line - 1] ?? 0;
      const found = pattern.exec(text);
      const at = found?.index ?? lineStarts[reference.line - 1] ?? 0;
      const line = lineStarts.findLastIndex((start) => start <= at) + 1;
      const written = name.replace(/\s+/g, ' ');
      const genus = !written.includes(' ');
      const near = closestSpelling(written, genus ? known.genera : known.species, MISSPELLING_DISTANCE, { unique: true });
      issues.push({
        severity: 'warning',
        file,
        line,
        column: at - lineStarts[line - 1]! + 1,
        message:
          `"${written}" reads as a ${genus ? 'genus' : 'species'} name that no checklist lists, so the site shows it in roman: ` +
          (near ? `did you mean "${near}"? Otherwise write it as *${written}* to set it in italics` : `write it as *${written}* to set it in italics`),
      });
    }
  }
  return issues;
}
