import { describe, expect, it, vi } from 'vitest';
import { buildEditions, EDITIONS_RUNS, reportEditions } from './editions-bench.ts';

describe('the editions part of the bench', () => {
  it('builds both editions and the Albanian one in turns, and counts the faster run of each', () => {
    const times = [50, 26, 44, 27]; // both, Albanian, both, Albanian
    const built: string[] = [];
    const build = (buildDir: string, _content: string, editions?: string) => {
      built.push(`${buildDir}:${editions ?? 'sq+en'}`);
      return { seconds: times[built.length - 1]! };
    };
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const figures = buildEditions('content', 'both', 'sq', 2, { build, pages: (buildDir) => (buildDir === 'both' ? 3175 : 1588) });
    expect(built).toEqual(['both:sq+en', 'sq:sq', 'both:sq+en', 'sq:sq']);
    expect(figures.both).toMatchObject({ seconds: 44, runs: [50, 44], pages: 3175 });
    expect(figures.albanian).toMatchObject({ seconds: 26, runs: [26, 27], pages: 1588 });
    const [budget] = reportEditions(figures);
    expect(budget).toMatchObject({ actual: 44 / 26, limit: 3175 / 1588 });
  });

  it('takes three runs of each build by default, the fastest counting', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const times = { both: [61, 64, 58], sq: [37, 30, 33] };
    const build = (buildDir: string) => ({ seconds: times[buildDir as keyof typeof times].shift()! });
    const figures = buildEditions('content', 'both', 'sq', undefined, { build, pages: (buildDir) => (buildDir === 'both' ? 3175 : 1588) });
    expect(EDITIONS_RUNS).toBe(3);
    expect(figures.both).toMatchObject({ seconds: 58, runs: [61, 64, 58] });
    expect(figures.albanian).toMatchObject({ seconds: 30, runs: [37, 30, 33] });
  });

  it('fails the budget when the time grows more than the pages', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const build = (buildDir: string) => ({ seconds: buildDir === 'both' ? 60 : 27 });
    const [budget] = reportEditions(buildEditions('content', 'both', 'sq', 2, { build, pages: (buildDir) => (buildDir === 'both' ? 3175 : 1588) }));
    expect(budget!.actual).toBeGreaterThan(budget!.limit);
  });
});
