import { describe, it, expect } from 'vitest';
import { parseChecklistCsv } from '../../src/content/parse/checklist-csv.ts';
import { checkDuplicates, checkFamilies, checkNames, checkNumbering, type CheckedChecklist } from '../../src/content/check/checklist-rules.ts';
import { typesetScientificName } from '../../src/content/parse/scientific-name.ts';
import { syntheticChecklistCsv } from './synthetic-checklist.ts';

describe('syntheticChecklistCsv', () => {
  const file = 'checklists/Lepidoptera.csv';
  const parsed = parseChecklistCsv(syntheticChecklistCsv(20_000), file);
  const checked: CheckedChecklist = { file, parsed, names: parsed.rows.map((row) => typesetScientificName(row.lloji)) };

  it('is a clean checklist of 20,000 distinct, readable species', () => {
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toHaveLength(20_000);
    expect(checked.names.every((name) => name.parsed && name.authorship !== null)).toBe(true);
    expect(new Set(checked.names.map((name) => name.canonical)).size).toBe(20_000);
  });

  it('passes the maintainers content rules, so the build accepts it', () => {
    expect([...checkNumbering(checked), ...checkNames(checked), ...checkFamilies([checked]), ...checkDuplicates([checked])]).toEqual([]);
  });

  it('looks like a real export: families in blocks, authorship with and without parentheses', () => {
    const families = parsed.rows.map((row) => row.familja);
    const blocks = families.filter((family, i) => family !== families[i - 1]).length;
    expect(blocks).toBe(new Set(families).size);
    expect(parsed.rows[0]).toMatchObject({ nr: 1, fileNr: '1', rendi: 'Lepidoptera', familja: 'Micropterigidae' });
    expect(parsed.rows.some((row) => /\(.+, \d{4}\)$/.test(row.lloji))).toBe(true);
    expect(parsed.rows.some((row) => /[^)]\w, \d{4}$/.test(row.lloji))).toBe(true);
  });

  it('is the same file on every run', () => {
    expect(syntheticChecklistCsv(50)).toBe(syntheticChecklistCsv(50));
  });
});
