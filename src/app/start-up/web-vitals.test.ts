import { describe, expect, it, vi } from 'vitest';
import { reportWebVitals } from './web-vitals.ts';

function fakeLibrary() {
  const names = ['CLS', 'INP', 'FCP', 'LCP', 'TTFB'] as const;
  const registered: string[] = [];
  const library = Object.fromEntries(
    names.map((name) => [`on${name}`, (callback: (metric: { name: string }) => void) => {
      registered.push(name);
      callback({ name });
    }]),
  );
  return { registered, load: vi.fn(async () => library as never) };
}

describe('reportWebVitals', () => {
  it('does nothing, and loads nothing, without a callback', async () => {
    const { load, registered } = fakeLibrary();
    expect(await reportWebVitals(undefined, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(registered).toEqual([]);
  });

  it('reports all five metrics to the callback', async () => {
    const { load, registered } = fakeLibrary();
    const received: string[] = [];
    expect(await reportWebVitals((metric) => received.push(metric.name), load)).toBe(true);
    expect(registered).toEqual(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']);
    expect(received).toEqual(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']);
  });
});
