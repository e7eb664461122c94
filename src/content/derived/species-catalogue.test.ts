import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { speciesCatalogue } from './species-catalogue.ts';

const row = (line: number, lloji: string, familja = 'Eresidae', referenca = 'Geci et al., 2021'): ChecklistRow => ({
  nr: line - 1, fileNr: String(line - 1), klasa: '', rendi: 'Araneae', familja, lloji, referenca, line,
});

describe('speciesCatalogue', () => {
  it('makes one species of every row naming it, across groups, with readable addresses', () => {
    const catalogue = speciesCatalogue([
      { group: 'Merimangat', file: 'checklists/Merimangat.csv', rows: [row(2, 'Eresus kollari Rossi, 1846'), row(3, 'Eresus moravicus Řezáč, 2008')] },
      { group: 'Tjerë', file: 'checklists/Tjerë.csv', rows: [row(5, 'Eresus  kollari (Rossi, 1846)', 'Eresidae', 'Other, 2020')] },
    ]);
    expect(catalogue.species.map((species) => species.slug)).toEqual(['Eresus-kollari', 'Eresus-moravicus']);
    const kollari = catalogue.bySlug.get('Eresus-kollari')!;
    expect(kollari).toMatchObject({ key: 'Eresus kollari', name: 'Eresus kollari Rossi, 1846', genus: 'Eresus', authorship: 'Rossi, 1846' });
    expect(kollari.records.map((record) => [record.group, record.line, record.referenca])).toEqual([
      ['Merimangat', 2, 'Geci et al., 2021'],
      ['Tjerë', 5, 'Other, 2020'],
    ]);
    expect(catalogue.byGenus.get('Eresus')?.map((species) => species.key)).toEqual(['Eresus kollari', 'Eresus moravicus']);
    expect(catalogue.issues).toEqual([]);
  });

  it('keeps the subspecies in the address and leaves the subgenus out', () => {
    const catalogue = speciesCatalogue([
      { group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Salmo trutta macrostigma (Duméril, 1858)'), row(3, 'Agonum (Agonum) muelleri (Herbst, 1784)')] },
    ]);
    expect(catalogue.species.map((species) => species.slug)).toEqual(['Salmo-trutta-macrostigma', 'Agonum-muelleri']);
  });

  it('gives two names that would share an address distinct ones, and says so', () => {
    const catalogue = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Aus bus'), row(3, 'Aus büs')] }]);
    expect(catalogue.species.map((species) => species.slug)).toEqual(['Aus-bus', 'Aus-bus-2']);
    expect(catalogue.issues).toHaveLength(1);
    expect(catalogue.issues[0]).toMatchObject({ severity: 'warning', file: 'checklists/G.csv', line: 3 });
    expect(catalogue.sharedAddresses.get('Aus-bus')?.map((species) => species.slug)).toEqual(['Aus-bus', 'Aus-bus-2']);
    expect(catalogue.byKey.get('Aus büs')?.slug).toBe('Aus-bus-2');
  });
});
