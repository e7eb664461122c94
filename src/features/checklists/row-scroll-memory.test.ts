import { describe, expect, it } from 'vitest';
import { MEMORY_ENTRIES, remember } from './entry-memory.ts';
import { parseRowMemory, type RowAnchor } from './row-scroll-memory.ts';

const anchor = (nr: number): RowAnchor => ({ nr: String(nr), index: nr - 1, top: 120.5, address: '/families/Odonata?q=aeshna', query: 'aeshna' });

describe('the checklists scroll memory', () => {
  it('reads back what it wrote', () => {
    const memory = remember({}, 'k1', anchor(240));
    expect(parseRowMemory(JSON.stringify(memory))).toEqual({ k1: anchor(240) });
  });

  it('drops what is not an anchor: nothing stored, broken JSON, other shapes, entries with a wrong field', () => {
    expect(parseRowMemory(null)).toEqual({});
    expect(parseRowMemory('{"k1":')).toEqual({});
    expect(parseRowMemory('[1,2]')).toEqual({});
    expect(parseRowMemory('"text"')).toEqual({});
    const stored = { good: anchor(3), noNr: { index: 2, top: 0, address: '/' }, badIndex: { ...anchor(3), index: -1 }, badTop: { ...anchor(3), top: 'x' }, noQuery: { nr: '3', index: 2, top: 0, address: '/' }, nothing: null };
    expect(parseRowMemory(JSON.stringify(stored))).toEqual({ good: anchor(3) });
  });

  it('keeps one anchor per history entry, the newest last, and forgets the oldest beyond its limit', () => {
    let memory = {};
    for (let entry = 1; entry <= MEMORY_ENTRIES + 2; entry++) memory = remember(memory, `k${entry}`, anchor(entry));
    expect(Object.keys(memory)).toHaveLength(MEMORY_ENTRIES);
    expect(memory).not.toHaveProperty('k1');
    expect(memory).not.toHaveProperty('k2');
    memory = remember(memory, 'k3', anchor(99));
    expect(Object.keys(memory).at(-1)).toBe('k3');
    expect(Object.keys(memory)).toHaveLength(MEMORY_ENTRIES);
  });
});
