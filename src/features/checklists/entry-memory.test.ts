import { describe, expect, it } from 'vitest';
import { MEMORY_ENTRIES, parseEntryMemory, remember } from './entry-memory.ts';
import { isSectionList } from './use-closed-sections.ts';

describe('the memory kept per history entry', () => {
  it('forgets an entry given no value, and keeps the others in order', () => {
    const memory = remember(remember(remember({}, 'k1', ['rendi-Odonata']), 'k2', ['familja-Aeshnidae']), 'k1', null);
    expect(memory).toEqual({ k2: ['familja-Aeshnidae'] });
  });

  it('keeps the newest MEMORY_ENTRIES entries', () => {
    let memory = {};
    for (let entry = 1; entry <= MEMORY_ENTRIES + 1; entry++) memory = remember(memory, `k${entry}`, [`s${entry}`]);
    expect(Object.keys(memory)).toHaveLength(MEMORY_ENTRIES);
    expect(Object.keys(memory)[0]).toBe('k2');
  });

  it('reads back the collapsed sections, dropping what is not a list of ids', () => {
    const stored = { good: ['rendi-Odonata', 'familja-Aeshnidae'], empty: [], numbers: [1, 2], text: 'rendi-Odonata', nothing: null };
    expect(parseEntryMemory(JSON.stringify(stored), isSectionList)).toEqual({ good: ['rendi-Odonata', 'familja-Aeshnidae'], empty: [] });
    expect(parseEntryMemory('{"broken":', isSectionList)).toEqual({});
  });
});
