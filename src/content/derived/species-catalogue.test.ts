import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { rowSpeciesAddress } from '../parse/species-identity.ts';
import { speciesAddresses, speciesCatalogue } from './species-catalogue.ts';

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
    expect(catalogue.byKey.get('Aus bues')?.slug).toBe('Aus-bus-2'); // the key writes 'ü' 'ue' (decision 20)
  });
});

describe('speciesCatalogue: spellings that differ by a diacritic (decision 20)', () => {
  it('makes one species under the first spelling and its address, and says the spellings differ, with both lines', () => {
    const catalogue = speciesCatalogue([
      { group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Agonum mülleri (Herbst, 1784)'), row(3, 'Agonum muelleri (Herbst, 1784)'), row(4, 'Agonum muelleri')] },
    ]);
    expect(catalogue.species.map((species) => [species.slug, species.name, species.records.length])).toEqual([['Agonum-mulleri', 'Agonum mülleri (Herbst, 1784)', 3]]);
    expect(catalogue.issues).toEqual([
      {
        severity: 'warning',
        file: 'checklists/G.csv',
        line: 3,
        message: '"Agonum muelleri" is spelled "Agonum mülleri" in checklists/G.csv:2: the two differ only by a diacritic and are taken as one species, shown as "Agonum mülleri"; write it one way',
      },
    ]);
  });

  it('keeps epithets without a diacritic apart (planted defect: "mulleri" is not "muelleri")', () => {
    const catalogue = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Agonum muelleri'), row(3, 'Agonum mulleri')] }]);
    expect(catalogue.species.map((species) => species.slug)).toEqual(['Agonum-muelleri', 'Agonum-mulleri']);
    expect(catalogue.issues).toEqual([]);
  });
});

describe('speciesAddresses: every row links to its own species page', () => {
  const rows = [row(2, 'Agonum mülleri (Herbst, 1784)'), row(3, 'Agonum muelleri'), row(4, 'Aus bus'), row(5, 'Aus büs Smith, 1900'), row(6, 'Eresus kollari')];
  const catalogue = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows }]);

  it('lists only the names whose page is elsewhere than their spelling says', () => {
    expect(speciesAddresses(catalogue)).toEqual({ 'Agonum muelleri': 'Agonum-mulleri', 'Aus büs Smith, 1900': 'Aus-bus-2' });
  });

  it('leads each row to the page that lists it (planted defect: without the list, two rows lead nowhere or elsewhere)', () => {
    const landing = (addresses: Record<string, string>) =>
      rows.filter(({ lloji, line }) => !catalogue.bySlug.get(rowSpeciesAddress(addresses, lloji))?.records.some((record) => record.line === line)).map(({ line }) => line);
    expect(landing(speciesAddresses(catalogue))).toEqual([]);
    expect(landing({})).toEqual([3, 5]);
  });
});
