import type { ContentIssue } from '../issues.ts';

/** An entry of references.md: the line it starts on, and the names in it that no checklist lists. */
export type UnlistedNames = { line: number; names: readonly string[] };

/**
 * references.md: each name in a title that reads as a species none of the checklists lists (a known genus and an
 * epithet the fauna does not know: inlinesWithNames' `unlisted`), which the site therefore leaves in roman
 * (docs/decisions/0050); once per entry and name, at its line and column, with what to write.
 */
export function checkUnlistedNames(text: string, entries: readonly UnlistedNames[], file: string): ContentIssue[] {
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
