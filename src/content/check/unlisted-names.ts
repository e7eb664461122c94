import type { ContentIssue } from '../issues.ts';
import type { Reference } from '../parse/references-md.ts';
import { scanNames, type KnownNames } from '../derived/names-in-text.ts';

/**
 * references.md: each name in a title that reads as a species none of the checklists lists (a known genus and an
 * epithet the fauna does not know), which the site therefore leaves in roman (docs/decisions/0050); once per entry
 * and name, at its line and column, with what to write.
 */
export function checkUnlistedNames(text: string, references: readonly Reference[], known: KnownNames, file: string): ContentIssue[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const issues: ContentIssue[] = [];
  for (const reference of references) {
    const names = reference.inlines.flatMap((inline) => (inline.kind === 'text' ? scanNames(inline.text, known).unlisted.map(([start, end]) => inline.text.slice(start, end)) : []));
    for (const name of new Set(names)) {
      const pattern = new RegExp(name.split(/\s+/).join('\\s+'), 'gu');
      pattern.lastIndex = lineStarts[reference.line - 1] ?? 0;
      const found = pattern.exec(text);
      const at = found?.index ?? lineStarts[reference.line - 1] ?? 0;
      const line = lineStarts.findLastIndex((start) => start <= at) + 1;
      const written = name.replace(/\s+/g, ' ');
      issues.push({
        severity: 'warning',
        file,
        line,
        column: at - lineStarts[line - 1]! + 1,
        message: `"${written}" reads as a species name that no checklist lists, so the site shows it in roman: write it as *${written}* to set it in italics`,
      });
    }
  }
  return issues;
}
