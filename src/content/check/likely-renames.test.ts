import { describe, expect, it } from 'vitest';
import { checkLikelyRenames } from './likely-renames.ts';

const releaseRow = (lloji: string, line: number, group = 'Amfibet dhe Reptilet') =>
  ({ group, nr: line - 1, fileNr: '', klasa: '', rendi: 'Caudata', familja: 'Salamandridae', lloji, referenca: '', line });
const checklistRow = (lloji: string, line: number) => ({ nr: line - 1, fileNr: '', klasa: '', rendi: 'Caudata', familja: 'Salamandridae', lloji, referenca: '', line });

const previous = {
  version: 1,
  file: 'releases/1/fauna-of-kosovo.csv',
  rows: [releaseRow('Triturus alpestris (Laurenti, 1768)', 2), releaseRow('Salamandra salamandra (Linnaeus, 1758)', 3)],
};
const current = (names: string[]) => [
  { file: 'checklists/Amfibet dhe Reptilet.csv', group: 'Amfibet dhe Reptilet', checklist: { rows: names.map((name, index) => checklistRow(name, index + 2)), columns: { Lloji: 5 } } },
];

describe('likely renames the owners have not stated', () => {
  it('warns at the new name, naming the old one with its line in the release', () => {
    const issues = checkLikelyRenames({ previous, current: current(['Ichthyosaura alpestris (Laurenti, 1768)', 'Salamandra salamandra (Linnaeus, 1758)']), renames: [], renamesFile: 'renames.csv' });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ severity: 'warning', file: 'checklists/Amfibet dhe Reptilet.csv', line: 2, column: 5 });
    expect(issues[0]!.message).toContain('"Ichthyosaura alpestris" is new since version 1, and "Triturus alpestris" (releases/1/fauna-of-kosovo.csv:2) has left the list');
    expect(issues[0]!.message).toContain('renames.csv');
  });

  it('says nothing once the rename is stated, or when the names are not alike', () => {
    const renamed = current(['Ichthyosaura alpestris (Laurenti, 1768)', 'Salamandra salamandra (Linnaeus, 1758)']);
    expect(checkLikelyRenames({ previous, current: renamed, renames: [{ from: 'Triturus alpestris', to: 'Ichthyosaura alpestris' }], renamesFile: 'renames.csv' })).toEqual([]);
    expect(checkLikelyRenames({ previous, current: current(['Bufo bufo (Linnaeus, 1758)', 'Salamandra salamandra (Linnaeus, 1758)']), renames: [], renamesFile: 'renames.csv' })).toEqual([]);
  });

  it('catches a corrected spelling in the same genus', () => {
    const issues = checkLikelyRenames({ previous, current: current(['Triturus alpestri (Laurenti, 1768)', 'Salamandra salamandra (Linnaeus, 1758)']), renames: [], renamesFile: 'renames.csv' });
    expect(issues.map((issue) => issue.line)).toEqual([2]);
  });
});
