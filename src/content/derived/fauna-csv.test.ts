import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseReleaseCsv } from '../parse/release-csv.ts';
import { faunaCsv, FAUNA_CSV_COLUMNS } from './fauna-csv.ts';

const row = { nr: 3, klasa: '', rendi: 'Lepidoptera', familja: 'Zygaenidae', lloji: 'Zygaena carniolica (Scopoli, 1763)', referenca: 'Beshkov, 2016; Rebel, 1931', grupi: 'Pakurrizoret tjerë' };

describe('faunaCsv', () => {
  it('starts with a byte-order mark and the canonical columns plus the group', () => {
    const text = faunaCsv([row]);
    expect(text.startsWith('\uFEFFNr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi\r\n')).toBe(true);
    expect(FAUNA_CSV_COLUMNS).toEqual(['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca', 'Grupi']);
  });

  it('reads back cell for cell (commas, quotes, Albanian letters)', () => {
    const tricky = { ...row, nr: 12, lloji: 'Genus "quoted" name, 1800', grupi: 'Çë ëë' };
    const parsed = Papa.parse<string[]>(faunaCsv([row, tricky]).slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      [...FAUNA_CSV_COLUMNS],
      ['3', '', 'Lepidoptera', 'Zygaenidae', 'Zygaena carniolica (Scopoli, 1763)', 'Beshkov, 2016; Rebel, 1931', 'Pakurrizoret tjerë'],
      ['12', '', 'Lepidoptera', 'Zygaenidae', 'Genus "quoted" name, 1800', 'Beshkov, 2016; Rebel, 1931', 'Çë ëë'],
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const text = faunaCsv([{ ...row, referenca: '=HYPERLINK("x")' }]);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it('writes only the header for no rows', () => {
    expect(faunaCsv([])).toBe('\uFEFFNr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi\r\n');
  });
});

describe('a published whole-fauna CSV kept as a release', () => {
  it('reads back as the rows it was written from (parseReleaseCsv)', () => {
    const rows = [
      { nr: 1, klasa: '', rendi: 'Araneae', familja: 'Eresidae', lloji: 'Eresus kollari Rossi, 1846', referenca: '(Geci et al., 2021; "quoted")', grupi: 'Merimangat' },
      { nr: 2, klasa: 'Mammalia', rendi: 'Carnivora', familja: 'Canidae', lloji: '=Canis lupus', referenca: '', grupi: 'Pakurrizoret tjerë' },
    ];
    const { rows: read, issues } = parseReleaseCsv(faunaCsv(rows), 'releases/1/fauna-of-kosovo.csv');
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(read.map(({ klasa, rendi, familja, lloji, referenca, group }) => ({ klasa, rendi, familja, lloji, referenca, grupi: group }))).toEqual(
      rows.map(({ nr: _, ...row }) => row), // the formula guard undone
    );
  });
});
