import { describe, expect, it } from 'vitest';
import { cleanSlate, type OriginClearer } from './clean-slate.ts';

function clearer() {
  const cleared: string[] = [];
  const fake: OriginClearer = { clear: async (origin) => void cleared.push(origin), close: async () => undefined };
  return { fake, cleared };
}

describe('a clean slate for each Lighthouse load', () => {
  it("clears the origin of the page just loaded (its port kept: the variants' servers are other origins of the same site)", async () => {
    const { fake, cleared } = clearer();
    const slate = cleanSlate(fake, async () => ({ waitedMs: 500, quiet: true }));
    await slate.load('http://127.0.0.1:4531/families/Pakurrizoret%20tjer%C3%AB/', async () => undefined);
    await slate.load('http://127.0.0.1:40123/en/species/Salamandra-salamandra', async () => undefined);
    expect(cleared).toEqual(['http://127.0.0.1:4531', 'http://127.0.0.1:40123']);
  });

  it('keeps every wait for a quiet machine, for the report', async () => {
    const waits = [{ waitedMs: 500, quiet: true }, { waitedMs: 2000, quiet: true }];
    const slate = cleanSlate(clearer().fake, async () => waits.shift()!);
    await slate.load('http://127.0.0.1:4531/', async () => undefined);
    await slate.load('http://127.0.0.1:4531/endemic', async () => undefined);
    expect(slate.waits).toEqual([{ waitedMs: 500, quiet: true }, { waitedMs: 2000, quiet: true }]);
  });

  it('runs a load between the wait for a quiet machine and the clearing of its origin, and returns what it returned', async () => {
    const steps: string[] = [];
    const fake: OriginClearer = { clear: async (origin) => void steps.push(`clear ${origin}`), close: async () => undefined };
    const slate = cleanSlate(fake, async () => (steps.push('quiet'), { waitedMs: 500, quiet: true }));
    const result = await slate.load('http://127.0.0.1:4531/endemic', async () => (steps.push('load'), 'figures'));
    expect(result).toBe('figures');
    expect(steps).toEqual(['quiet', 'load', 'clear http://127.0.0.1:4531']);
    expect(slate.waits).toHaveLength(1);
  });
});
