// Lines of a content file as the messages to maintainers name them.
import type { ContentIssue } from '../issues.ts';

/** 'line 4', 'lines 4, 9–12, 40' (long lists are shortened). */
export function describeLines(lines: readonly number[], limit = 15): string {
  const ranges: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++;
    ranges.push(j > i ? `${lines[i]}–${lines[j]}` : String(lines[i]));
    i = j + 1;
  }
  const shown = ranges.slice(0, limit).join(', ');
  const more = ranges.length > limit ? ` and ${ranges.length - limit} more` : '';
  return `${lines.length === 1 ? 'line' : 'lines'} ${shown}${more}`;
}

/**
 * One warning for the same mistake at several places of a file, located at the first; `say` words it from the lines
 * ('lines 4, 9–12') and whether there is one. Null when there are no places.
 */
export function warningAtFirst(file: string, places: readonly { line: number; column?: number }[], say: (lines: string, one: boolean) => string): ContentIssue | null {
  const [first] = places;
  if (!first) return null;
  const lines = [...new Set(places.map(({ line }) => line))];
  const issue: ContentIssue = { severity: 'warning', file, line: first.line, message: say(describeLines(lines), lines.length === 1) };
  return first.column === undefined ? issue : { ...issue, column: first.column };
}
