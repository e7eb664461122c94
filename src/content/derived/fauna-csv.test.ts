import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
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
