import { describe, expect, it } from 'vitest';
import { describeLines } from './line-list.ts';

describe('describeLines', () => {
  it('names one line, runs of lines as ranges, and shortens a long list', () => {
    expect(describeLines([4])).toBe('line 4');
    expect(describeLines([4, 9, 10, 11, 40])).toBe('lines 4, 9–11, 40');
    expect(describeLines([1, 3, 5, 7], 2)).toBe('lines 1, 3 and 2 more');
  });
});
