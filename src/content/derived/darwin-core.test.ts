import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChecklistCsv, type ChecklistRow } from '../parse/checklist-csv.ts';
import {
  DARWIN_CORE_FILES, darwinCoreTables, DISTRIBUTION_TERMS, emlXml, metaXml, REFERENCE_TERMS, tabSeparated, TAXON_TERMS, TERM_SOURCES,
  type DarwinCoreTerm, type TermSource,
} from './darwin-core.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { parseSiteConfig } from '../parse/site-config.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

const row = (lloji: string, extra: Partial<ChecklistRow> = {}): ChecklistRow => ({
  nr: 1, fileNr: '1', klasa: '', rendi: 'Anura', familja: 'Bufonidae', lloji, referenca: '(Jablonski et al., 2023)', line: 2, ...extra,
});

describe('darwinCoreTables', () => {
  it('splits a name into Darwin Core terms', () => {
    const { taxa, distributions } = darwinCoreTables([{ name: 'Amfibet', rows: [row('Bufo bufo (Linnaeus, 1758)', { klasa: 'Amphibia' })] }]);
    expect(taxa).toEqual([{
      taxonID: 'Bufo bufo', scientificName: 'Bufo bufo (Linnaeus, 1758)', scientificNameAuthorship: '(Linnaeus, 1758)',
      taxonRank: 'species', kingdom: 'Animalia', class: 'Amphibia', order: 'Anura', family: 'Bufonidae', genus: 'Bufo',
      subgenus: '', specificEpithet: 'bufo', infraspecificEpithet: '', nomenclaturalCode: 'ICZN', references: '',
    }]);
    expect(distributions).toEqual([{ taxonID: 'Bufo bufo', locality: 'Kosovo', countryCode: 'XK', occurrenceStatus: 'present', source: 'Jablonski et al., 2023' }]);
  });

  it('knows subgenera, subspecies, genus-only entries, and adds the comma an authorship lacks before its year', () => {
    const { taxa } = darwinCoreTables([{ name: 'G', rows: [
      row('Agonum (Agonum) muelleri (Herbst, 1784)'),
      row('Salmo trutta macrostigma (Duméril, 1858)'),
      row('Chironomus sp.'),
      row('Potamophylax kosovaensis Ibrahimi & Bilalli 2023'),
    ] }]);
    expect(taxa.map((taxon) => [taxon.taxonID, taxon.taxonRank, taxon.subgenus, taxon.infraspecificEpithet, taxon.scientificNameAuthorship])).toEqual([
      ['Agonum muelleri', 'species', 'Agonum', '', '(Herbst, 1784)'],
      ['Salmo trutta macrostigma', 'subspecies', '', 'macrostigma', '(Duméril, 1858)'],
      ['Chironomus sp.', 'genus', '', '', ''],
      ['Potamophylax kosovaensis', 'species', '', '', 'Ibrahimi & Bilalli, 2023'],
    ]);
  });

  it('lists a name recorded twice once, with one distribution record carrying each of its sources once', () => {
    const { taxa, distributions } = darwinCoreTables([
      { name: 'A', rows: [row('Bufo bufo (Linnaeus, 1758)'), row('Bufo bufo (Linnaeus, 1758)', { referenca: '(Other, 2020)' }), row('Bufo bufo (Linnaeus, 1758)')] },
      { name: 'B', rows: [row('Bufo bufo (Linnaeus, 1758)', { referenca: '(Third, 2021)' })] },
    ]);
    expect(taxa).toHaveLength(1);
    expect(distributions.map((record) => record.source)).toEqual(['Jablonski et al., 2023 | Other, 2020 | Third, 2021']);
  });
});

describe('darwinCoreTables with the bibliography and the site address', () => {
  const references = parseReferencesMd(
    [
      '- Jablonski, D., Gvoždík, V., & Choleva, L. (2023). Frogs of the Balkans. *Zootaxa*, 1, 1–9. https://doi.org/10.1234/z.1',
      '- Teleki, P. & Csiki, E. (1922–1940). Balkán-kutatásainak tudományos eredményei.',
    ].join('\n'),
  ).references;
  const { taxa, distributions, references: rows } = darwinCoreTables(
    [{ name: 'Amfibet', rows: [
      row('Bufo bufo (Linnaeus, 1758)'),
      row('Bufo bufo (Linnaeus, 1758)', { referenca: '(Jablonski et al., 2023; Smith, 2001)' }),
      row('Salmo (Salmo) trutta macrostigma (Duméril, 1858)', { referenca: 'Teleki & Csiki (1922-1940)' }),
      row('Rana graeca Boulenger, 1891', { referenca: '(Smith, 2001)' }),
    ] }],
    { references, siteUrl: 'https://fauna.example.org/ks' },
  );

  it('gives each taxon its species page under the site address', () => {
    expect(taxa.map((taxon) => taxon.references)).toEqual([
      'https://fauna.example.org/ks/species/Bufo-bufo',
      'https://fauna.example.org/ks/species/Salmo-trutta-macrostigma',
      'https://fauna.example.org/ks/species/Rana-graeca',
    ]);
  });

  it('takes a page address from the catalogue when given (a name that got a suffix)', () => {
    const groups = [{ name: 'G', rows: [row('Aus bus'), row('Aus büs')] }]; // keys: 'Aus bus', 'Aus bues' (decision 20)
    const slugOf = (key: string) => (key === 'Aus bues' ? 'Aus-bus-2' : 'Aus-bus');
    expect(darwinCoreTables(groups, { siteUrl: 'https://f.example/', slugOf }).taxa.map((taxon) => taxon.references)).toEqual([
      'https://f.example/species/Aus-bus',
      'https://f.example/species/Aus-bus-2',
    ]);
  });

  it('gives each taxon the full entry of each resolved citation of its records as its source, the others as written, without the parentheses around a whole cell', () => {
    expect(distributions.map((record) => record.source)).toEqual([
      'Jablonski, D., Gvoždík, V., & Choleva, L. (2023). Frogs of the Balkans. Zootaxa, 1, 1–9. https://doi.org/10.1234/z.1 | Smith, 2001',
      'Teleki, P. & Csiki, E. (1922–1940). Balkán-kutatásainak tudományos eredményei.',
      'Smith, 2001',
    ]);
  });

  it('lists each resolved publication of a taxon once, with its DOI and year, for the Reference extension', () => {
    expect(rows).toEqual([
      { taxonID: 'Bufo bufo', bibliographicCitation: expect.stringMatching(/^Jablonski, D\./), identifier: 'https://doi.org/10.1234/z.1', date: '2023' },
      { taxonID: 'Salmo trutta macrostigma', bibliographicCitation: expect.stringMatching(/^Teleki, P\./), identifier: '', date: '1922/1940' },
    ]);
  });

  it('without them, keeps the cell as the source (without the parentheses around all of it) and writes no species page or reference rows', () => {
    const plain = darwinCoreTables([{ name: 'A', rows: [row('Bufo bufo (Linnaeus, 1758)')] }]);
    expect(plain.taxa[0]?.references).toBe('');
    expect(plain.distributions[0]?.source).toBe('Jablonski et al., 2023');
    expect(plain.references).toEqual([]);
  });
});

describe('the archive files', () => {
  it('tab-separated files have a header and no tab or line break inside a cell', () => {
    const text = tabSeparated(['a', 'b'] as const, [{ a: 'x\ty', b: 'line\r\nbreak' }]);
    expect(text).toBe('a\tb\nx y\tline break\n');
  });

  it('meta.xml maps every column to its term, in file order', () => {
    const xml = metaXml();
    const indexes = (section: string) => [...section.matchAll(/<field index="(\d+)" term="[^"]*\/(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`);
    const [core = '', extension = ''] = xml.split('<extension');
    expect(indexes(core)).toEqual(TAXON_TERMS.map((term, index) => `${index}:${term}`));
    expect(indexes(extension)).toEqual(DISTRIBUTION_TERMS.slice(1).map((term, index) => `${index + 1}:${term}`));
    expect(core).toContain('<id index="0"/>');
    expect(extension).toContain('<coreid index="0"/>');
    expect(xml).not.toContain('Reference');
    const reference = metaXml({ references: true }).split('<extension').at(-1) ?? '';
    expect(reference).toContain('rowType="http://rs.gbif.org/terms/1.0/Reference"');
    expect(reference).toContain('<location>references.txt</location>');
    expect(indexes(reference)).toEqual(REFERENCE_TERMS.slice(1).map((term, index) => `${index + 1}:${term}`));
  });

  it('eml.xml states a licence as GBIF words it when given, and the contact, or else the authors as the contact', () => {
    const { config } = parseSiteConfig(JSON.stringify({
      productName: 'Fauna of Kosovo', statistics: { species: 1, genera: 1, families: 1, orders: 1 },
      citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
      groups: [{ name: 'Gjitaret', label: 'Gjitaret', file: 'Gjitaret.csv' }],
    }));
    expect(emlXml(config!, 1)).not.toMatch(/intellectualRights|metadataProvider|distribution/);
    expect(emlXml(config!, 1)).toContain('<contact><individualName><givenName>B.</givenName><surName>Islami</surName></individualName></contact>');
    expect(emlXml(config!, 1, { licence: 'CC0 1.0' })).toContain('<ulink url="http://creativecommons.org/publicdomain/zero/1.0/legalcode"><citetitle>Public Domain (CC0 1.0)</citetitle></ulink>');
    expect(emlXml(config!, 1, { licence: 'CC BY-NC 4.0' })).toContain('<citetitle>Creative Commons Attribution Non Commercial (CC-BY-NC 4.0) License</citetitle>');
    const xml = emlXml(config!, 1, { licence: 'CC BY 4.0', contact: { name: 'Fauna & Co', email: 'info@example.org' }, siteUrl: 'https://example.org/' });
    expect(xml).toContain('<contact><individualName><surName>Fauna &amp; Co</surName></individualName><electronicMailAddress>info@example.org</electronicMailAddress></contact>');
    // EML 2.1.1 fixes the order of a dataset's elements.
    const order = ['<title>', '<creator>', '<metadataProvider>', '<pubDate>', '<language>', '<abstract>', '<intellectualRights>', '<distribution', '<contact>'];
    const positions = order.map((tag) => xml.indexOf(tag));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it('eml.xml names the dataset, version and authors from the site configuration, escaped', () => {
    const { config } = parseSiteConfig(JSON.stringify({
      productName: 'Fauna of Kosovo', statistics: { species: 1, genera: 1, families: 1, orders: 1 },
      citation: { authors: ['Islami, B.', 'Smith & Co'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
      groups: [{ name: 'Gjitaret', label: 'Gjitaret', file: 'Gjitaret.csv' }],
    }));
    const xml = emlXml(config!, 42);
    expect(xml).toContain('<title>Fauna of Kosovo, version 2</title>');
    expect(xml).toContain('<individualName><givenName>B.</givenName><surName>Islami</surName></individualName>');
    expect(xml).toContain('<surName>Smith &amp; Co</surName>');
    expect(xml).toContain('<pubDate>2025</pubDate>');
    expect(xml).toContain('42 names');
  });

  it("eml.xml carries the current release: its date as pubDate, its version in the packageId and title, its DOI first", () => {
    const { config } = parseSiteConfig(JSON.stringify({
      productName: 'Fauna of Kosovo', statistics: { species: 1, genera: 1, families: 1, orders: 1 },
      citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
      releases: [{ version: 1, issued: '2024', doi: '10.5281/zenodo.1000001' }, { version: 2, issued: '2025-03-14', doi: '10.5281/zenodo.1000002' }],
      groups: [{ name: 'Gjitaret', label: 'Gjitaret', file: 'Gjitaret.csv' }],
    }));
    const xml = emlXml(config!, 1, { licence: 'CC BY 4.0' });
    expect(xml).toContain('<pubDate>2025-03-14</pubDate>');
    expect(xml).toContain('packageId="fauna-of-kosovo-v2"');
    expect(xml).toContain('<title>Fauna of Kosovo, version 2</title>');
    expect(xml).toContain('<alternateIdentifier>https://doi.org/10.5281/zenodo.1000002</alternateIdentifier>');
    expect(xml).not.toContain('1000001');
    // alternateIdentifier comes before the title in EML 2.1.1 and GBIF's profile.
    expect(xml.indexOf('<alternateIdentifier>')).toBeLessThan(xml.indexOf('<title>'));
    const withoutDoi = emlXml({ ...config!, releases: [{ version: 2, issued: '2025-03-14' }] }, 1);
    expect(withoutDoi).not.toContain('alternateIdentifier');
  });
});

describe('TERM_SOURCES: where the values of each term come from, as "About the data" tells it', () => {
  const bibliography = parseReferencesMd(
    [
      '- Jablonski, D., Gvoždík, V., & Choleva, L. (2023). Frogs of the Balkans. *Zootaxa*, 1, 1–9. https://doi.org/10.1234/z.1',
      '- Smith, A. (2001). Newts of Kosovo. *Herpetozoa*, 2, 3–4. https://doi.org/10.5678/h.2',
    ].join('\n'),
  ).references;
  const base = row('Salmo (Salmo) trutta macrostigma (Duméril, 1858)', { klasa: 'Actinopteri', rendi: 'Salmoniformes', familja: 'Salmonidae' });
  // One record changed in one column at a time: a term's value must change with its source column and no other.
  const changes = {
    Klasa: { klasa: 'Amphibia' },
    Rendi: { rendi: 'Anura' },
    Familja: { familja: 'Bufonidae' },
    Lloji: { lloji: 'Bufo bufo (Linnaeus, 1758)' },
    Referenca: { referenca: '(Smith, 2001)' },
  } as const satisfies Record<string, Partial<ChecklistRow>>;
  const columns = Object.keys(changes) as (keyof typeof changes)[];
  const cell = { Klasa: 'klasa', Rendi: 'rendi', Familja: 'familja' } as const;

  /** The first row of each file, from one record. */
  function firstRows(record: ChecklistRow): Record<keyof typeof DARWIN_CORE_FILES, Partial<Record<DarwinCoreTerm, string>>> {
    const { taxa, distributions, references } = darwinCoreTables([{ name: 'G', rows: [record] }], { references: bibliography, siteUrl: 'https://fauna.example/' });
    return { taxon: taxa[0]!, distribution: distributions[0]!, reference: references[0]! };
  }

  /** Where the archive disagrees with a description of its terms. */
  function disagreements(sources: Record<DarwinCoreTerm, TermSource>): string[] {
    const before = firstRows(base);
    const after = columns.map((column) => [column, firstRows({ ...base, ...changes[column] })] as const);
    const problems: string[] = [];
    for (const [file, { terms }] of Object.entries(DARWIN_CORE_FILES) as [keyof typeof DARWIN_CORE_FILES, (typeof DARWIN_CORE_FILES)[keyof typeof DARWIN_CORE_FILES]][]) {
      for (const term of terms) {
        const source = sources[term];
        const value = before[file][term];
        const changedBy = after.filter(([, rows]) => rows[file][term] !== value).map(([column]) => column);
        if (changedBy.join() !== (source.column ?? '')) problems.push(`${file} ${term}: changes with ${changedBy.join(', ') || 'no column'}, described as ${source.column ?? 'fixed'}`);
        if (source.how === 'fixed' && value !== source.value) problems.push(`${file} ${term}: "${value}", described as "${source.value}"`);
        if (source.how === 'asWritten' && value !== base[cell[source.column]]) problems.push(`${file} ${term}: "${value}", not as written`);
      }
    }
    return problems;
  }

  it('agrees with the archive: each term changes with its own column only, fixed values as stated', () => {
    expect(firstRows(base).reference.bibliographicCitation).toMatch(/^Jablonski/); // the record's citation resolves
    expect(disagreements(TERM_SOURCES)).toEqual([]);
  });

  it('fails on a wrong column or a wrong fixed value (planted defects)', () => {
    expect(disagreements({ ...TERM_SOURCES, class: { column: 'Rendi', how: 'asWritten' } })).toEqual([
      'taxon class: changes with Klasa, described as Rendi',
      'taxon class: "Actinopteri", not as written',
    ]);
    expect(disagreements({ ...TERM_SOURCES, countryCode: { column: null, how: 'fixed', value: 'RS' } })).toEqual(['distribution countryCode: "XK", described as "RS"']);
    expect(disagreements({ ...TERM_SOURCES, date: { column: null, how: 'fixed', value: '2023' } })).toEqual(['reference date: changes with Referenca, described as fixed']);
  });
});

const OWNERS = path.join(OWNERS_CONTENT, 'checklists');

describe.skipIf(!existsSync(OWNERS))("the owners' checklists as Darwin Core", () => {
  it('every taxon has one distribution row, every name parses to a rank, and the columns line up', async () => {
    const { readdirSync } = await import('node:fs');
    const groups = readdirSync(OWNERS).filter((file) => file.endsWith('.csv')).map((file) => ({
      name: file.slice(0, -4),
      rows: parseChecklistCsv(readFileSync(path.join(OWNERS, file), 'utf8'), file).rows,
    }));
    const records = groups.reduce((sum, group) => sum + group.rows.length, 0);
    const { taxa, distributions } = darwinCoreTables(groups);
    expect(taxa.length).toBeLessThan(records); // Hylastes cunicularius is listed twice
    expect(distributions.map((record) => record.taxonID)).toEqual(taxa.map((taxon) => taxon.taxonID));
    expect(new Set(taxa.map((taxon) => taxon.taxonID)).size).toBe(taxa.length);
    expect(taxa.filter((taxon) => taxon.taxonRank === '')).toEqual([]);
    for (const line of tabSeparated(TAXON_TERMS, taxa).replace(/\n$/, '').split('\n')) expect(line.split('\t')).toHaveLength(TAXON_TERMS.length);
  });
});
