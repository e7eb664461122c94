import { describe, expect, it } from 'vitest';
import type { ChecklistView, ViewRow } from './checklist-view.ts';
import { parsedChecklists } from './parsed-checklists.ts';

const list = (rows: number, rowCount?: number): ChecklistView => ({
  hasKlasa: false,
  summary: { species: rows, families: 1 },
  rows: Array.from({ length: rows }, (_, index): ViewRow => ['', 'Odonata', 'Aeshnidae', `Aeshna sp${index}`, '']),
  ...(rowCount === undefined ? {} : { rowCount }),
});

describe('the checklists kept in the tab', () => {
  it('gives back the list kept for a group, and nothing for another', () => {
    const kept = parsedChecklists();
    const odonata = list(45);
    kept.keep('Odonata', odonata);
    expect(kept.get('Odonata')).toBe(odonata);
    expect(kept.get('Plecoptera')).toBeUndefined();
  });

  it('never keeps a list of which only the first rows came', () => {
    const kept = parsedChecklists();
    kept.keep('Lepidoptera', list(2000, 20_000));
    expect(kept.get('Lepidoptera')).toBeUndefined();
  });

  it('forgets the lists used longest ago once the rows exceed the limit, never the last one', () => {
    const kept = parsedChecklists(100);
    kept.keep('A', list(40));
    kept.keep('B', list(40));
    kept.keep('A', list(40)); // shown again: now the last
    kept.keep('C', list(40));
    expect(kept.get('B')).toBeUndefined();
    expect(kept.get('A')).toBeDefined();
    expect(kept.get('C')).toBeDefined();
    kept.keep('D', list(500));
    expect(['A', 'C', 'D'].map((name) => kept.get(name) !== undefined)).toEqual([false, false, true]);
  });
});
