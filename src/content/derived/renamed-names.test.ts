import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { parseRenamesCsv } from '../parse/renames-csv.ts';
import { renamedNames } from './renamed-names.ts';
import { speciesCatalogue } from './species-catalogue.ts';

const row = (line: number, lloji: string): ChecklistRow => ({ nr: line - 1, fileNr: String(line - 1), klasa: '', rendi: 'Caudata', familja: 'Salamandridae', lloji, referenca: '', line });
const catalogue = speciesCatalogue([
  { group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Ichthyosaura alpestris (Laurenti, 1768)'), row(3, 'Salamandra salamandra (Linnaeus, 1758)'), row(4, 'Agonum mulleri')] },
]);
const renames = (rows: string[]) => parseRenamesCsv(['Emri i vjetër,Emri i ri,Ndryshimi,Burimi', ...rows].join('\n')).renames;

describe('renamedNames', () => {
  it('gives each old name its own address, leading to the species it is now (through later renames), and lists it there', () => {
    const { bySlug, formerNames, issues } = renamedNames(
      renames(['"Triturus alpestris (Laurenti, 1768)",Mesotriton alpestris,new combination,"García-París et al., 2004"', '"Mesotriton alpestris (Laurenti, 1768)",Ichthyosaura alpestris,new combination,"Frost, n.d."']),
      catalogue,
    );
    expect(issues).toEqual([]);
    expect([...bySlug.keys()]).toEqual(['Triturus-alpestris', 'Mesotriton-alpestris']);
    expect(bySlug.get('Triturus-alpestris')).toEqual({
      name: 'Triturus alpestris (Laurenti, 1768)',
      kind: 'new combination',
      source: 'García-París et al., 2004',
      slug: 'Triturus-alpestris',
      current: { key: 'Ichthyosaura alpestris', slug: 'Ichthyosaura-alpestris', name: 'Ichthyosaura alpestris (Laurenti, 1768)' },
    });
    expect(formerNames.get('Ichthyosaura alpestris')?.map((former) => former.name)).toEqual(['Triturus alpestris (Laurenti, 1768)', 'Mesotriton alpestris (Laurenti, 1768)']);
  });

  it('never takes a listed species’ address: an old name spelt to it gets no page of its own, and a warning', () => {
    // 'Agonum mülleri' is not 'Agonum mulleri' (decision 20: ü is ue), but its address is that species' page.
    const { bySlug, formerNames, issues } = renamedNames(renames(['Agonum mülleri,Salamandra salamandra,synonym,X']), catalogue);
    expect(bySlug.size).toBe(0);
    expect(formerNames.get('Salamandra salamandra')?.map((former) => former.name)).toEqual(['Agonum mülleri']);
    expect(issues).toEqual([
      { severity: 'warning', file: 'renames.csv', line: 2, column: 1, message: '"Agonum mülleri" has the address /species/Agonum-mulleri of the listed "Agonum mulleri": that page stays, and the old name does not lead to "Salamandra salamandra" from there' },
    ]);
  });

  it('gives an address shared by two old names to the first, with a warning for the second', () => {
    // Two names (mulleri, mülleri = muelleri), one address.
    const { bySlug, issues } = renamedNames(renames(['Triturus mulleri,Ichthyosaura alpestris,synonym,X', 'Triturus mülleri,Salamandra salamandra,synonym,X']), catalogue);
    expect([...bySlug.values()].map((renamed) => [renamed.slug, renamed.current.key])).toEqual([['Triturus-mulleri', 'Ichthyosaura alpestris']]);
    expect(issues.map(({ line, message }) => [line, message])).toEqual([[3, '"Triturus mülleri" has the same address /species/Triturus-mulleri as "Triturus mulleri" on line 2: only that one leads from there']]);
  });

  it('makes nothing of an old name still listed or of a rename that leads to no listed name (the check reports those)', () => {
    const { bySlug, formerNames, issues } = renamedNames(renames(['Salamandra salamandra,Ichthyosaura alpestris,synonym,X', 'Triturus alpestris,Triturus nowhere,synonym,X']), catalogue);
    expect([bySlug.size, formerNames.size, issues]).toEqual([0, 0, []]);
  });
});
