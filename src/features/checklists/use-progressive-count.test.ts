import { describe, expect, it } from 'vitest';
import { nextCount } from './use-progressive-count.ts';

describe('nextCount', () => {
  it('adds a step at a time up to the total', () => {
    expect(nextCount(100, 20_000, 500, undefined)).toBe(600);
    expect(nextCount(19_800, 20_000, 500, 2000)).toBe(20_000);
  });

  it('removes a step at a time down to the total when asked, never below it', () => {
    const counts = [20_000];
    while (counts.at(-1)! > 0) counts.push(nextCount(counts.at(-1)!, 0, 500, 2000));
    expect(counts).toEqual([20_000, 18_000, 16_000, 14_000, 12_000, 10_000, 8000, 6000, 4000, 2000, 0]);
    expect(nextCount(2500, 1000, 500, 2000)).toBe(1000);
  });

  it('stays where it is when there is nothing to add and no removal step (the caller shows the total)', () => {
    expect(nextCount(20_000, 20_000, 500, 2000)).toBe(20_000);
    expect(nextCount(20_000, 0, 500, undefined)).toBe(20_000);
  });
});
