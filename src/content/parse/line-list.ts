// Lines of a content file as the messages to maintainers name them.

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
