import { describe, expect, it } from 'vitest';
import type { NameRun } from '../../content/derived/names-in-text.ts';
import { truncateDescription } from './truncate.ts';

const roman = (text: string): NameRun[] => [{ text, italic: false }];
const textOf = (runs: readonly NameRun[]) => runs.map((run) => run.text).join('');

describe('truncateDescription', () => {
  it('keeps short text whole', () => {
    expect(truncateDescription(roman('Lloj i rrallë.'))).toEqual({ runs: roman('Lloj i rrallë.'), truncated: false });
    const exactly150 = 'a'.repeat(150);
    expect(truncateDescription(roman(exactly150))).toEqual({ runs: roman(exactly150), truncated: false });
  });

  it('cuts long text to 150 characters plus an ellipsis', () => {
    const long = 'ë'.repeat(151);
    const result = truncateDescription(roman(long));
    expect(result.truncated).toBe(true);
    expect(textOf(result.runs)).toBe(`${'ë'.repeat(150)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const result = truncateDescription(roman('𝔞'.repeat(200)));
    expect([...textOf(result.runs).replace(/\.\.\.$/, '')]).toHaveLength(150);
  });

  it('keeps a name cut at the limit in italics, the ellipsis in roman', () => {
    const runs: NameRun[] = [
      { text: 'a'.repeat(145), italic: false },
      { text: 'Brachythele kosovarica', italic: true },
    ];
    expect(truncateDescription(runs).runs).toEqual([
      { text: 'a'.repeat(145), italic: false },
      { text: 'Brach', italic: true },
      { text: '...', italic: false },
    ]);
  });
});
