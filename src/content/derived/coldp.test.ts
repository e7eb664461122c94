import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../parse/checklist-csv.ts';
import { coldpTables } from './coldp.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import type { SiteConfig } from '../parse/site-config.ts';
import type { VernacularName } from '../parse/vernacular-names.ts';
import type { Rename } from '../parse/renames-csv.ts';

const row = (lloji: string, extra: Partial<ChecklistRow> = {}): ChecklistRow => ({
  nr: 1, fileNr: '1', klasa: 'Amphibia', rendi: 'Anura', familja: 'Bufonidae', lloji, referenca: '(Jablonski et al., 2023)', line: 2, ...extra,
});

const CONFIG: SiteConfig = {
  productName: 'Fauna of Kosovo',
  licence: 'CC BY 4.0',
  statistics: { species: 3, genera: 2, families: 1, orders: 1 },
  citation: { authors: ['Islami, B.', 'Ibrahimi, H.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
  groups: [{ name: 'Amfibet', label: 'Amfibet', file: 'Amfibet.csv' }],
};

const { references } = parseReferencesMd(`# Literatura
- Jablonski, D., Gvoždík, V., & Kolenda, K. (2023). Amphibians of Kosovo. *Herpetozoa*, 36, 1–10. https://doi.org/10.3897/herpetozoa.36.e1
- Sillero, N., & Campos, J. (2014). Updated distribution of amphibians in Europe. *Amphibia-Reptilia*, 35, 1–31.
`);

const vernacular = (species: string, albanian: string, english = '', source = 'Fjalor'): VernacularName => ({
  species, key: species, albanian, english, source, line: 2, column: 1,
});

describe('coldpTables', () => {
  it('splits a name into ColDP terms: the scientific name without its authorship, the flat classification, accepted', () => {
    const { nameUsages } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [row('Bufo bufo (Linnaeus, 1758)'), row('Potamophylax kosovaensis Ibrahimi & Bilalli 2023')] }], { references, siteUrl: 'https://example.org/ks' });
    expect(nameUsages[0]).toEqual({
      ID: 'Bufo bufo', parentID: '', status: 'accepted', scientificName: 'Bufo bufo', authorship: '(Linnaeus, 1758)', rank: 'species', uninomial: '',
      genericName: 'Bufo', infragenericEpithet: '', specificEpithet: 'bufo', infraspecificEpithet: '', code: 'zoological', kingdom: 'Animalia',
      class: 'Amphibia', order: 'Anura', family: 'Bufonidae', genus: 'Bufo', referenceID: 'jablonski-et-al-2023', link: 'https://example.org/ks/species/Bufo-bufo',
    });
    expect(nameUsages[1]).toMatchObject({ ID: 'Potamophylax kosovaensis', scientificName: 'Potamophylax kosovaensis', authorship: 'Ibrahimi & Bilalli, 2023' });
  });

  it('lists a stated synonym or earlier combination under its current name, never a misspelling or a name still listed', () => {
    const rename = (from: string, to: string, kind: Rename['kind']): Rename => ({ from, to, kind, source: '', line: 2, column: 1, toColumn: 2, sourceColumn: 4 });
    const { nameUsages, metadata } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [row('Bufotes viridis (Laurenti, 1768)'), row('Bufo bufo (Linnaeus, 1758)')] }], {
      renames: [
        rename('Bufo viridis Laurenti, 1768', 'Bufotes viridis', 'new combination'),
        rename('Bufotes virdis', 'Bufotes viridis', 'misspelling corrected'),
        rename('Bufo bufo', 'Bufotes viridis', 'synonym'),
        rename('Rana exempla', 'Rana nowhere', 'synonym'),
      ],
    });
    expect(nameUsages.map(({ ID, parentID, status, authorship, family }) => [ID, parentID, status, authorship, family])).toEqual([
      ['Bufotes viridis', '', 'accepted', '(Laurenti, 1768)', 'Bufonidae'],
      ['Bufo bufo', '', 'accepted', '(Linnaeus, 1758)', 'Bufonidae'],
      ['Bufo viridis', 'Bufotes viridis', 'synonym', 'Laurenti, 1768', 'Bufonidae'],
    ]);
    expect(metadata.description).toMatch(/: 2 names,/); // the accepted names are counted, not the synonyms
  });

  it('follows a rename to a name renamed in turn: both earlier names are synonyms of the name now listed', () => {
    const rename = (from: string, to: string): Rename => ({ from, to, kind: 'new combination', source: '', line: 2, column: 1, toColumn: 2, sourceColumn: 4 });
    const { nameUsages } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [row('Ichthyosaura alpestris (Laurenti, 1768)')] }], {
      renames: [rename('Triturus alpestris (Laurenti, 1768)', 'Mesotriton alpestris'), rename('Mesotriton alpestris (Laurenti, 1768)', 'Ichthyosaura alpestris')],
    });
    expect(nameUsages.map(({ ID, parentID, status }) => [ID, parentID, status])).toEqual([
      ['Ichthyosaura alpestris', '', 'accepted'],
      ['Triturus alpestris', 'Ichthyosaura alpestris', 'synonym'],
      ['Mesotriton alpestris', 'Ichthyosaura alpestris', 'synonym'],
    ]);
  });

  it('keeps every species its ID whatever rows come before it, are added or removed (IDs are names, not row numbers)', () => {
    const rows = [row('Bufo bufo (Linnaeus, 1758)'), row('Bufotes viridis (Laurenti, 1768)'), row('Bombina variegata (Linnaeus, 1758)')];
    const ids = (list: ChecklistRow[]) => new Map(coldpTables(CONFIG, [{ name: 'Amfibet', rows: list }], { references }).nameUsages.map((usage) => [usage.scientificName, usage.ID]));
    const before = ids(rows);
    const after = ids([row('Hyla arborea (Linnaeus, 1758)'), ...rows.toReversed().slice(0, 2)]);
    for (const [name, id] of after) if (before.has(name)) expect(id).toBe(before.get(name));
    expect(after.get('Hyla arborea')).toBe('Hyla arborea');
  });

  it('gives each record one distribution per publication, or one without a reference that says how the record was cited', () => {
    const { distributions, references: refs } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [
      row('Bufo bufo (Linnaeus, 1758)', { referenca: '(Jablonski et al., 2023; Sillero & Campos, 2014)' }),
      row('Bufo bufo (Linnaeus, 1758)', { referenca: '(Jablonski et al., 2023)' }),
      row('Hyla arborea (Linnaeus, 1758)', { referenca: '(Nobody, 1999)' }),
      row('Rana temporaria Linnaeus, 1758', { referenca: ' (?) ' }),
    ] }], { references });
    expect(distributions).toEqual([
      { taxonID: 'Bufo bufo', areaID: 'XK', area: 'Kosovo', gazetteer: 'iso', status: '', referenceID: 'jablonski-et-al-2023', remarks: '' },
      { taxonID: 'Bufo bufo', areaID: 'XK', area: 'Kosovo', gazetteer: 'iso', status: '', referenceID: 'sillero-campos-2014', remarks: '' },
      { taxonID: 'Hyla arborea', areaID: 'XK', area: 'Kosovo', gazetteer: 'iso', status: '', referenceID: '', remarks: 'Also cited as written: Nobody, 1999' },
      { taxonID: 'Rana temporaria', areaID: 'XK', area: 'Kosovo', gazetteer: 'iso', status: '', referenceID: '', remarks: 'Also cited as written: ?' },
    ]);
    expect(refs).toEqual([
      { ID: 'jablonski-et-al-2023', citation: references[0]!.plainText, issued: '2023', doi: '10.3897/herpetozoa.36.e1' },
      { ID: 'sillero-campos-2014', citation: references[1]!.plainText, issued: '2014', doi: '' },
    ]);
  });

  it('lists each common name once a row, Albanian as sqi and English as eng, its source a reference of its own', () => {
    const { vernacularNames, references: refs } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [row('Bufo bufo (Linnaeus, 1758)')] }], {
      references,
      vernacular: [vernacular('Bufo bufo', 'thithëlopa / zhaba', 'Common toad'), vernacular('Canis lupus', 'ujku')],
    });
    const source = refs.at(-1)!;
    expect(source).toMatchObject({ citation: 'Fjalor', ID: expect.stringMatching(/^source-[0-9a-f]{8}$/) });
    expect(vernacularNames).toEqual([
      { taxonID: 'Bufo bufo', name: 'thithëlopa', language: 'sqi', preferred: 'true', referenceID: source.ID },
      { taxonID: 'Bufo bufo', name: 'zhaba', language: 'sqi', preferred: 'false', referenceID: source.ID },
      { taxonID: 'Bufo bufo', name: 'Common toad', language: 'eng', preferred: 'true', referenceID: source.ID },
    ]);
  });

  it('states the metadata ColDP requires: title, creators, issued, version, licence, contact, scope', () => {
    const { metadata } = coldpTables(CONFIG, [{ name: 'Amfibet', rows: [row('Bufo bufo')] }]);
    expect(metadata).toMatchObject({
      title: 'Fauna of Kosovo', issued: '2025', version: '2', license: 'CC-BY-4.0', geographicScope: 'Republic of Kosovo',
      creator: [{ family: 'Islami', given: 'B.' }, { family: 'Ibrahimi', given: 'H.' }], contact: { family: 'Islami', given: 'B.' },
    });
    expect(coldpTables({ ...CONFIG, licence: undefined }, []).metadata).not.toHaveProperty('license');
  });

  it("takes issued, version and the DOI from the current release in site.json", () => {
    const releases = [{ version: 1, issued: '2024', doi: '10.5281/zenodo.1000001' }, { version: 2, issued: '2025-03-14', doi: '10.5281/zenodo.1000002' }];
    expect(coldpTables({ ...CONFIG, releases }, []).metadata).toMatchObject({ doi: '10.5281/zenodo.1000002', issued: '2025-03-14', version: '2' });
    expect(coldpTables(CONFIG, []).metadata).not.toHaveProperty('doi');
  });
});
