import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { CANONICAL_COLUMNS, cleanCell, parseChecklistCsv } from './checklist-csv.ts';
import { formatIssue } from '../issues.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

const FILE = 'checklists/Test.csv';
const HEADER = 'Nr,Rendi,Familja,Lloji,Referenca';
const parse = (text: string) => parseChecklistCsv(text, FILE);
const messages = (text: string) => parse(text).issues.map(formatIssue);

describe('parseChecklistCsv: real files of the site owners', () => {
  const dir = path.join(OWNERS_CONTENT, 'checklists');
  const expected: Record<string, { rows: number; hasKlasa: boolean }> = {
    'Amfibet dhe Reptilet.csv': { rows: 39, hasKlasa: false },
    'Coleoptera.csv': { rows: 254, hasKlasa: false },
    'Ephemeroptera.csv': { rows: 48, hasKlasa: false },
    'Gjitaret.csv': { rows: 67, hasKlasa: false },
    'Hemiptera Diptera Mecoptera.csv': { rows: 55, hasKlasa: false },
    'Lepidoptera.csv': { rows: 453, hasKlasa: false },
    'Merimangat.csv': { rows: 247, hasKlasa: false },
    'Odonata.csv': { rows: 45, hasKlasa: false },
    'Pakurrizoret tjerë.csv': { rows: 90, hasKlasa: true },
    'Plecoptera.csv': { rows: 75, hasKlasa: false },
    'Trichoptera.csv': { rows: 181, hasKlasa: false },
  };

  describeUnless(missingFile(dir))('each file', () => {
    it.each(Object.entries(expected))('%s', (name, { rows, hasKlasa }) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      // Independent count: these files have no multi-line cells, so every non-blank line but the header is a row.
      const nonBlankLines = text.split(/\r?\n/).filter((line) => line.replace(/[\s,"]/g, '') !== '');
      expect(nonBlankLines.length - 1).toBe(rows);

      const parsed = parseChecklistCsv(text, `checklists/${name}`);
      expect(parsed.rows).toHaveLength(rows);
      expect(parsed.hasKlasa).toBe(hasKlasa);
      expect(parsed.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
      expect(parsed.rows.map((row) => row.nr)).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
      // One record per line after the header.
      expect(parsed.rows.map((row) => row.line)).toEqual(Array.from({ length: rows }, (_, i) => i + 2));
      for (const row of parsed.rows) {
        expect(row.lloji).not.toBe('');
        for (const value of [row.klasa, row.rendi, row.familja, row.lloji, row.referenca, row.fileNr]) {
          expect(value).toBe(value.trim());
          expect(value).not.toMatch(/\u00A0| {2}/);
        }
      }
    });

    it.each(Object.keys(expected))('%s exported with its class, order and family as merged cells reads back the same (decision 0073)', (name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const original = parseChecklistCsv(text, name);
      // As a spreadsheet exports merged cells: a value repeated from the row above is left out.
      const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
      const ranks = (['Klasa', 'Rendi', 'Familja'] as const).flatMap((column) => (original.columns[column] ? [original.columns[column] - 1] : []));
      const merged = records.map((cells, i) =>
        i < 2 ? cells : cells.map((cell, c) => (ranks.includes(c) && cell.trim() !== '' && cell.trim() === records[i - 1]![c]?.trim() ? '' : cell)),
      );
      const emptied = merged.flat().filter((cell) => cell === '').length - records.flat().filter((cell) => cell === '').length;
      expect(emptied).toBeGreaterThan(original.rows.length);
      const read = parseChecklistCsv(Papa.unparse(merged), name);
      expect(read.rows.map((row) => [row.klasa, row.rendi, row.familja])).toEqual(original.rows.map((row) => [row.klasa, row.rendi, row.familja]));
    });

    it.each(Object.keys(expected))('%s written without quotes reads back the same (a comma inside a cell parts it; decision 0076)', (name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const original = parseChecklistCsv(text, name);
      // As a file edited by hand, or written by a program that never quotes: every comma parts a cell.
      const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
      const unquoted = records.map((cells) => cells.join(',')).join('\n');
      expect(unquoted).not.toBe(Papa.unparse(records));
      const read = parseChecklistCsv(unquoted, name);
      // A species cell's own stray comma at its end ("Martynov, 1934,") is what parts it from the next: not read again.
      const ranksAndName = (row: (typeof original.rows)[number]) => [row.line, row.klasa, row.rendi, row.familja, row.lloji.replace(/,$/, '')];
      expect(read.rows.map(ranksAndName)).toEqual(original.rows.map(ranksAndName));
      // A reference reads back too, but after a species cell that ends with a comma of its own: that comma leaves an empty cell.
      const strayComma = new Set(original.rows.filter((row) => records[row.line - 1]!.some((cell) => /,\s*$/.test(cell))).map((row) => row.line));
      const reference = (row: (typeof original.rows)[number]) => [row.line, strayComma.has(row.line) ? '' : row.referenca];
      expect(read.rows.map(reference)).toEqual(original.rows.map(reference));
      expect(read.issues.filter((issue) => issue.message.startsWith('a comma inside a cell that is not in quotes'))).toHaveLength(1);
    });

    it('reads "Klasa:" as the class column and cleans NBSPs and trailing spaces', () => {
      const parsed = parseChecklistCsv(readFileSync(path.join(dir, 'Pakurrizoret tjerë.csv'), 'utf8'), 'x.csv');
      expect(parsed.columns).toEqual({ Nr: 1, Klasa: 2, Rendi: 3, Familja: 4, Lloji: 5, Referenca: 6 });
      expect(parsed.rows.every((row) => row.klasa !== '')).toBe(true);
      const trichoptera = parseChecklistCsv(readFileSync(path.join(dir, 'Trichoptera.csv'), 'utf8'), 'x.csv');
      expect(trichoptera.rows[0]?.lloji).toMatch(/^Beraea maurus \(Curtis, 1834\)$/);
      const gjitaret = parseChecklistCsv(readFileSync(path.join(dir, 'Gjitaret.csv'), 'utf8'), 'x.csv');
      expect(gjitaret.columns.Referenca).toBe(5);
      expect(gjitaret.rows[0]?.rendi).toBe('Artiodactyla');
    });

    it('keeps the file Nr as written, gaps included', () => {
      const parsed = parseChecklistCsv(readFileSync(path.join(dir, 'Trichoptera.csv'), 'utf8'), 'x.csv');
      const fileNrs = parsed.rows.map((row) => Number(row.fileNr));
      expect(fileNrs.some((nr, i) => nr !== i + 1)).toBe(true);
      expect(parsed.rows.at(-1)?.nr).toBe(parsed.rows.length);
    });
  });
});

describe('parseChecklistCsv: spreadsheet exports', () => {
  it('reads a clean file', () => {
    const parsed = parse(`${HEADER}\n1,Odonata,Aeshnidae,"Anax imperator Leach, 1815","(Vinko et al., 2020)"\n`);
    expect(parsed).toEqual({
      hasKlasa: false,
      skipped: [],
      columns: { Nr: 1, Rendi: 2, Familja: 3, Lloji: 4, Referenca: 5 },
      headerLine: 1,
      issues: [],
      rows: [
        {
          nr: 1,
          fileNr: '1',
          klasa: '',
          rendi: 'Odonata',
          familja: 'Aeshnidae',
          lloji: 'Anax imperator Leach, 1815',
          referenca: '(Vinko et al., 2020)',
          line: 2,
        },
      ],
    });
  });

  it('ignores a UTF-8 BOM and CRLF line endings', () => {
    const parsed = parse(`\uFEFF${HEADER}\r\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref A\r\n2,Odonata,Lestidae,Lestes dryas,Ref B\r\n`);
    expect(parsed.columns.Nr).toBe(1);
    expect(parsed.rows.map((row) => [row.fileNr, row.lloji, row.referenca, row.line])).toEqual([
      ['1', 'Aeshna cyanea', 'Ref A', 2],
      ['2', 'Lestes dryas', 'Ref B', 3],
    ]);
    expect(parsed.issues).toEqual([]);
  });

  it('reads quoted cells holding commas, quotes and line breaks, and keeps line numbers right after them', () => {
    const text = [
      HEADER,
      '1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)","(Vinko et al., 2020;',
      'Ibrahimi, 2021)"',
      '2,Odonata,"Lestidae',
      '',
      '","Lestes ""dryas"" Kirby, 1890",Ref',
      '3,Odonata,Libellulidae,Libellula depressa,',
    ].join('\r\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.line, row.familja, row.lloji, row.referenca])).toEqual([
      [2, 'Aeshnidae', 'Aeshna cyanea (Müller, 1764)', '(Vinko et al., 2020; Ibrahimi, 2021)'],
      [4, 'Lestidae', 'Lestes "dryas" Kirby, 1890', 'Ref'],
      [7, 'Libellulidae', 'Libellula depressa', ''],
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:7:5: warning: the reference (Referenca) is empty on line 7`]);
  });

  it('reads a cell parted by a comma outside quotes as one where its parts show how, and says so once (decision 0076)', () => {
    const text = [
      HEADER,
      '1,Odonata,Aeshnidae,Aeshna cyanea (Müller, 1764),(Vinko et al., 2020)',
      '2,Odonata,Lestidae,Lestes dryas Kirby, 1890,Ref',
      '3,Odonata,Lestidae,"Lestes virens (Charpentier, 1825)",(Vinko et al., 2020), (Ibrahimi, 2021)',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.lloji, row.referenca])).toEqual([
      ['Aeshna cyanea (Müller, 1764)', '(Vinko et al., 2020)'],
      ['Lestes dryas Kirby, 1890', 'Ref'],
      ['Lestes virens (Charpentier, 1825)', '(Vinko et al., 2020), (Ibrahimi, 2021)'],
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:4: warning: a comma inside a cell that is not in quotes parts the cell in two, on lines 2–4: read as one cell each, "Aeshna cyanea (Müller, 1764)" (line 2); put such a cell in double quotes ("…"), as a spreadsheet's CSV export does`,
    ]);
  });

  it('reports a cell on the physical line where it starts, inside a multi-line record', () => {
    const parsed = parse(`${HEADER}\n1,Odonata,"Aesh-\nnidae",,"Ref"\n`);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:3:4: error: this row has no species name (Lloji), so it is not shown`]);
  });

  it('skips blank rows (empty, spaces, NBSPs, only commas, only a number) and lists them once', () => {
    const text = [HEADER, '', '1,Odonata,Aeshnidae,Aeshna cyanea,Ref', ',,,,', ' , \u00A0 ,,,', '2,Odonata,Lestidae,Lestes dryas,Ref', '3,,,,', ',,,,,,,', ''].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.nr, row.line])).toEqual([
      [1, 3],
      [2, 6],
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:2: warning: rows skipped because blank: lines 2, 4–5, 7–8`]);
    expect(parsed.skipped.map((row) => [row.line, row.fileNr, row.reason])).toEqual([
      [2, '', 'blank'],
      [4, '', 'blank'],
      [5, '', 'blank'],
      [7, '3', 'blank'],
      [8, '', 'blank'],
    ]);
  });

  it('does not count the final line break as a blank row', () => {
    expect(parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n`).issues).toEqual([]);
    expect(parse(`${HEADER}\r\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\r\n`).issues).toEqual([]);
  });

  it('never shows unnamed or unknown extra columns, and reports those holding data', () => {
    const text = [
      `${HEADER},,Shënime,`,
      '1,Odonata,Aeshnidae,Aeshna cyanea,Ref,,,',
      '2,Odonata,Lestidae,Lestes dryas,Ref,secret,note,',
      '3,Odonata,Lestidae,Lestes virens,Ref,,,,more',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.rows).toHaveLength(3);
    for (const row of parsed.rows) {
      expect(Object.keys(row).sort()).toEqual(['familja', 'fileNr', 'klasa', 'line', 'lloji', 'nr', 'referenca', 'rendi']);
      expect(JSON.stringify(row)).not.toMatch(/secret|note|more/);
    }
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:3:6: warning: column 6 has no header, so what it holds (line 3) is never shown on the site`,
      `${FILE}:3:7: warning: column "Shënime" is not a checklist column (Nr, Klasa, Rendi, Familja, Lloji, Referenca), so what it holds (line 3) is never shown on the site`,
      `${FILE}:4:9: warning: column 9 has no header, so what it holds (line 4) is never shown on the site`,
    ]);
  });

  it('is silent about extra columns without data', () => {
    expect(parse(`${HEADER},,Notes\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref,,\n`).issues).toEqual([]);
  });

  it('reports a second column with the same meaning and shows the first', () => {
    const parsed = parse('Nr,Rendi,Familja,Lloji,Referenca,Species\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref,Other name\n');
    expect(parsed.rows[0]?.lloji).toBe('Aeshna cyanea');
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:6: warning: column "Species" repeats the species (Lloji) column (column 4), so what it holds (line 2) is never shown on the site`,
    ]);
  });

  it.each([
    ['nr.', 'Nr'],
    ['NR', 'Nr'],
    ['No.', 'Nr'],
    ['#', 'Nr'],
    ['Klasa:', 'Klasa'],
    ['Class', 'Klasa'],
    ['Rendi ', 'Rendi'],
    ['RENDI', 'Rendi'],
    ['Order', 'Rendi'],
    ['Familja', 'Familja'],
    ['Familje', 'Familja'],
    ['Familjë', 'Familja'],
    ['Family', 'Familja'],
    ['Lloji', 'Lloji'],
    ['\u00A0Lloji\u00A0', 'Lloji'],
    ['Llojet', 'Lloji'],
    ['Species', 'Lloji'],
    ['Emri shkencor', 'Lloji'],
    ['Referenca', 'Referenca'],
    ['"Referenca"', 'Referenca'],
    ['Referencat', 'Referenca'],
    ['Reference', 'Referenca'],
    ['References', 'Referenca'],
    ['Referenca (burimi)', 'Referenca'],
  ])('reads the header %j as %s without complaint', (header, column) => {
    const headers = ['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca'].map((name) => (name === column ? header : name));
    const cells = headers.map((name) => (name.startsWith('"') ? name : `"${name}"`)).join(',');
    const parsed = parse(`${cells}\n1,Insecta,Odonata,Aeshnidae,Aeshna cyanea,Ref\n`);
    expect(parsed.issues).toEqual([]);
    expect(parsed.columns).toEqual({ Nr: 1, Klasa: 2, Rendi: 3, Familja: 4, Lloji: 5, Referenca: 6 });
    expect(parsed.rows[0]).toMatchObject({ fileNr: '1', klasa: 'Insecta', rendi: 'Odonata', familja: 'Aeshnidae', lloji: 'Aeshna cyanea', referenca: 'Ref' });
  });

  it('matches close misspellings with a "did you mean" warning', () => {
    const parsed = parse('Nr,Rendi,Famlija,Lloji,Refernca\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n');
    expect(parsed.rows[0]).toMatchObject({ familja: 'Aeshnidae', referenca: 'Ref' });
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:1:3: warning: column header "Famlija" is not a known column name: did you mean "Familja"? It is read as the family (Familja) column`,
      `${FILE}:1:5: warning: column header "Refernca" is not a known column name: did you mean "Referenca"? It is read as the reference (Referenca) column`,
    ]);
  });

  it('numbers rows itself when the Nr column is missing or has empty cells', () => {
    const withoutNr = parse('Rendi,Familja,Lloji,Referenca\nOdonata,Aeshnidae,Aeshna cyanea,Ref\nOdonata,Lestidae,Lestes dryas,Ref\n');
    expect(withoutNr.rows.map((row) => [row.nr, row.fileNr])).toEqual([
      [1, ''],
      [2, ''],
    ]);
    expect(withoutNr.issues).toEqual([]);
    const emptyNr = parse(`${HEADER}\n,Odonata,Aeshnidae,Aeshna cyanea,Ref\n7,Odonata,Lestidae,Lestes dryas,Ref\n`);
    expect(emptyNr.rows.map((row) => [row.nr, row.fileNr])).toEqual([
      [1, ''],
      [2, '7'],
    ]);
  });

  it('warns about a header-only file', () => {
    const parsed = parse(`${HEADER}\n`);
    expect(parsed.rows).toEqual([]);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:1: warning: the file has a header row but no species rows: the group will be shown empty`]);
  });

  it.each(['', '\uFEFF', '\n\n', ',,,,\r\n,,,,\r\n'])('reports an empty file (%j) as an error', (text) => {
    const parsed = parse(text);
    expect(parsed.rows).toEqual([]);
    expect(parsed.issues).toEqual([
      { severity: 'error', file: FILE, line: 0, message: 'the file is empty: expected a header row (Nr, Klasa, Rendi, Familja, Lloji, Referenca) and one row per species' },
    ]);
  });

  it('skips a row without a species name with an error, and shows the rest', () => {
    const text = `${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n2,Odonata,Lestidae,,Ref\n3,Odonata,Lestidae,Lestes dryas,Ref\n`;
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.nr, row.fileNr, row.lloji, row.line])).toEqual([
      [1, '1', 'Aeshna cyanea', 2],
      [2, '3', 'Lestes dryas', 4],
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:3:4: error: this row has no species name (Lloji), so it is not shown`]);
    expect(parsed.skipped).toEqual([{ line: 3, fileNr: '2', reason: 'no species' }]);
  });

  it('shows rows with other empty cells, warning once per column with the lines', () => {
    // No other row names a family for Lestes, nor an order for Aeshnidae: the file does not say what they are.
    const text = [HEADER, '1,,Aeshnidae,Aeshna cyanea,', '2,Odonata,,Lestes dryas,', '3,Odonata,,Lestes virens,', '4,Odonata,Lestidae,Sympecma fusca,Ref'].join('\n');
    const parsed = parse(text);
    expect(parsed.rows).toHaveLength(4);
    expect(parsed.rows.map((row) => [row.rendi, row.familja])).toEqual([['', 'Aeshnidae'], ['Odonata', ''], ['Odonata', ''], ['Odonata', 'Lestidae']]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:2: warning: the order (Rendi) is empty on line 2`,
      `${FILE}:2:5: warning: the reference (Referenca) is empty on lines 2–4`,
      `${FILE}:3:3: warning: the family (Familja) is empty on lines 3–4`,
    ]);
  });

  it('reads an empty family or order as the one the file gives the same genus or family on other rows, and says so', () => {
    // As a spreadsheet with merged cells exports it: the family and the order in the first row of their run only.
    const text = [
      HEADER,
      '1,Odonata,Lestidae,Lestes dryas,Ref',
      '2,,,Lestes virens,Ref',
      '3,,,Sympecma fusca,Ref',
      '4,,Aeshnidae,Aeshna cyanea,Ref',
      '5,,,Aeshna mixta,Ref',
      '6,Odonata,Aeshnidae,Anax imperator,Ref',
      // A genus given two families, and a family under another order than the one stated for it: left as they are.
      '7,Odonata,Gomphidae,Gomphus vulgatissimus,Ref',
      '8,Odonata,Cordulegastridae,Gomphus simillimus,Ref',
      '9,Odonata,,Gomphus flavipes,Ref',
      '10,Zygoptera,,Lestes sponsa,Ref',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.lloji, row.rendi, row.familja])).toEqual([
      ['Lestes dryas', 'Odonata', 'Lestidae'],
      ['Lestes virens', 'Odonata', 'Lestidae'],
      ['Sympecma fusca', '', ''],
      ['Aeshna cyanea', 'Odonata', 'Aeshnidae'],
      ['Aeshna mixta', 'Odonata', 'Aeshnidae'],
      ['Anax imperator', 'Odonata', 'Aeshnidae'],
      ['Gomphus vulgatissimus', 'Odonata', 'Gomphidae'],
      ['Gomphus simillimus', 'Odonata', 'Cordulegastridae'],
      ['Gomphus flavipes', 'Odonata', ''],
      ['Lestes sponsa', 'Zygoptera', ''],
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:3:2: warning: the order (Rendi) is empty on lines 3, 5–6: read as the order the same family has on other rows (for example Odonata for Lestidae, line 2); write it on every row`,
      `${FILE}:3:3: warning: the family (Familja) is empty on lines 3, 6: read as the family the same genus has on other rows (for example Lestidae for Lestes, line 2); write it on every row`,
      `${FILE}:4:2: warning: the order (Rendi) is empty on line 4`,
      `${FILE}:4:3: warning: the family (Familja) is empty on lines 4, 10–11`,
    ]);
  });

  it('reads a file laid out with merged cells (class, order, family written once over their run) as the run says', () => {
    const text = [
      'Nr,Klasa,Rendi,Familja,Lloji,Referenca',
      '1,Insecta,Odonata,Aeshnidae,Aeshna cyanea,Ref',
      '2,,,,Aeshna mixta,Ref',
      '3,,,,Anax imperator,Ref',
      '4,,,Lestidae,Lestes dryas,Ref',
      '5,,,,Sympecma fusca,Ref',
      '6,,Ephemeroptera,Baetidae,Baetis rhodani,Ref',
      '7,,,,Cloeon dipterum,Ref',
      // The run says Heptageniidae, the genus's other row another family: the run is what the sheet showed beside it.
      '8,,,Heptageniidae,Ecdyonurus venosus,Ref',
      '9,,,,Rhithrogena semicolorata,Ref',
      '10,,,,Rhithrogena loyolaea,Ref',
      '11,,,Oligoneuriidae,Rhithrogena braaschi,Ref',
      // Its own order differs from the run's: not read from the row above.
      '12,,Plecoptera,,Perla marginata,Ref',
      '13,,,Perlidae,Dinocras cephalotes,Ref',
      '14,,,,Perla bipunctata,Ref',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.lloji, row.klasa, row.rendi, row.familja])).toEqual([
      ['Aeshna cyanea', 'Insecta', 'Odonata', 'Aeshnidae'],
      ['Aeshna mixta', 'Insecta', 'Odonata', 'Aeshnidae'],
      ['Anax imperator', 'Insecta', 'Odonata', 'Aeshnidae'],
      ['Lestes dryas', 'Insecta', 'Odonata', 'Lestidae'],
      ['Sympecma fusca', 'Insecta', 'Odonata', 'Lestidae'],
      ['Baetis rhodani', 'Insecta', 'Ephemeroptera', 'Baetidae'],
      ['Cloeon dipterum', 'Insecta', 'Ephemeroptera', 'Baetidae'],
      ['Ecdyonurus venosus', 'Insecta', 'Ephemeroptera', 'Heptageniidae'],
      ['Rhithrogena semicolorata', 'Insecta', 'Ephemeroptera', 'Heptageniidae'],
      ['Rhithrogena loyolaea', 'Insecta', 'Ephemeroptera', 'Heptageniidae'],
      ['Rhithrogena braaschi', 'Insecta', 'Ephemeroptera', 'Oligoneuriidae'],
      ['Perla marginata', 'Insecta', 'Plecoptera', 'Perlidae'],
      ['Dinocras cephalotes', 'Insecta', 'Plecoptera', 'Perlidae'],
      ['Perla bipunctata', 'Insecta', 'Plecoptera', 'Perlidae'],
    ]);
    const merged = (rank: string) => `the column is written once over each run of rows, as a spreadsheet's merged cells export it, so read as the ${rank} of the nearest row above that gives one`;
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:3:2: warning: the class (Klasa) is empty on lines 3–15: ${merged('class')} (for example Insecta for Odonata, line 2); write it on every row`,
      `${FILE}:3:3: warning: the order (Rendi) is empty on lines 3–6, 8–12, 14–15: ${merged('order')} (for example Odonata for Aeshnidae, line 2); write it on every row`,
      `${FILE}:3:4: warning: the family (Familja) is empty on lines 3–4, 6, 8, 10–11, 15: ${merged('family')} (for example Aeshnidae for Aeshna, line 2); write it on every row`,
      `${FILE}:13:4: warning: the family (Familja) is empty on line 13: read as the family the same genus has on other rows (for example Perlidae for Perla, line 15); write it on every row`,
    ]);
  });

  it('fills from the row above only where the layout is merged cells: not where a column is written on most rows', () => {
    // Forgotten cells in a column written on every other row: the row above says nothing about them.
    const forgotten = parse([HEADER, '1,Odonata,Aeshnidae,Aeshna cyanea,Ref', '2,Odonata,Aeshnidae,Aeshna mixta,Ref', '3,Odonata,,Anax imperator,Ref', '4,Odonata,Lestidae,Lestes dryas,Ref'].join('\n'));
    expect(forgotten.rows.map((row) => row.familja)).toEqual(['Aeshnidae', 'Aeshnidae', '', 'Lestidae']);
    // Empty on most rows, but one value on two rows in a row: no merged cell does that.
    const repeated = parse([HEADER, '1,Odonata,Aeshnidae,Aeshna cyanea,Ref', '2,Odonata,Aeshnidae,Aeshna mixta,Ref', '3,Odonata,,Anax imperator,Ref', '4,Odonata,,Anax parthenope,Ref', '5,Odonata,,Brachytron pratense,Ref'].join('\n'));
    expect(repeated.rows.map((row) => row.familja)).toEqual(['Aeshnidae', 'Aeshnidae', '', '', '']);
  });

  it('treats rows shorter than the header as having empty cells', () => {
    const parsed = parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea\n`);
    expect(parsed.rows[0]?.referenca).toBe('');
    expect(messages(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea\n`)).toEqual([`${FILE}:2:5: warning: the reference (Referenca) is empty on line 2`]);
  });

  it('reads an authorship kept in a column of its own after the name, as the checklists write it', () => {
    const text = ['Nr,Rendi,Familja,Lloji,Autori,Referenca', '1,Odonata,Aeshnidae,Aeshna cyanea,"(Müller, 1764)",Ref', '2,Odonata,Aeshnidae,"Anax imperator Leach, 1815","Leach, 1815",Ref', '3,Odonata,Lestidae,Lestes dryas,,Ref'].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea (Müller, 1764)', 'Anax imperator Leach, 1815', 'Lestes dryas']);
    expect(parsed.issues).toEqual([]);
  });

  it('reads a genus kept in a column of its own before an epithet, and keeps a whole name as written', () => {
    const text = ['Nr,Rendi,Familja,Gjinia,Lloji,Autori,Referenca', '1,Odonata,Aeshnidae,Aeshna,cyanea,"(Müller, 1764)",Ref', '2,Odonata,Aeshnidae,Anax,Anax imperator,"Leach, 1815",Ref', '3,Odonata,Lestidae,,Lestes dryas,,Ref'].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea (Müller, 1764)', 'Anax imperator Leach, 1815', 'Lestes dryas']);
    expect(parsed.issues).toEqual([]);
  });

  it('warns once when a required column is missing from the header', () => {
    const parsed = parse('Nr,Familja,Lloji\n1,Aeshnidae,Aeshna cyanea\n');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:1: warning: no "Rendi" column in the header row: the order (Rendi) is missing for every species`,
      `${FILE}:1: warning: no "Referenca" column in the header row: the reference (Referenca) is missing for every species`,
    ]);
  });

  it('has a class column only when the Klasa column holds data', () => {
    // Line 3's order is under no class elsewhere in the file: its class stays empty (a class of the same order is read).
    const withData = parse('Nr,Klasa,Rendi,Familja,Lloji,Referenca\n1,Insecta,Odonata,Aeshnidae,Aeshna cyanea,Ref\n2,,Ephemeroptera,Baetidae,Baetis rhodani,Ref\n');
    expect(withData.hasKlasa).toBe(true);
    expect(withData.issues.map(formatIssue)).toEqual([`${FILE}:3:2: warning: the class (Klasa) is empty on line 3`]);
    const empty = parse('Nr,Klasa,Rendi,Familja,Lloji,Referenca\n1,,Odonata,Aeshnidae,Aeshna cyanea,Ref\n');
    expect(empty.hasKlasa).toBe(false);
    expect(empty.issues).toEqual([]);
    expect(parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n`).hasKlasa).toBe(false);
  });

  it('trims cells and collapses inner whitespace, NBSPs, tabs and line breaks; normalizes to NFC', () => {
    const text = `${HEADER}\n 1 ,Odonata\u00A0, Aeshni\u200Bdae ,"Aeshna\u00A0\u00A0cyanea \t(Mu\u0308ller,\n1764) ",  Ref  \n`;
    expect(parse(text).rows[0]).toMatchObject({ fileNr: '1', rendi: 'Odonata', familja: 'Aeshnidae', lloji: 'Aeshna cyanea (Müller, 1764)', referenca: 'Ref' });
  });

  it('recovers from a broken quote: reports the line and still reads the rest of the file', () => {
    const text = [HEADER, '1,Odonata,Aeshnidae,"Aeshna cyanea" (Müller),Ref', '2,Odonata,Lestidae,"Lestes dryas,Ref', '3,Odonata,Lestidae,Lestes virens,Ref'].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => [row.line, row.lloji])).toEqual([
      [2, 'Aeshna cyanea (Müller)'],
      [3, 'Lestes dryas'],
      [4, 'Lestes virens'],
    ]);
    expect(parsed.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.line)).toEqual([2, 3]);
  });

  it('reads semicolon- and tab-separated exports', () => {
    const semicolons = parse('Nr;Rendi;Familja;Lloji;Referenca\n1;Odonata;Aeshnidae;"Aeshna cyanea (Müller, 1764)";Ref\n');
    expect(semicolons.rows[0]).toMatchObject({ rendi: 'Odonata', lloji: 'Aeshna cyanea (Müller, 1764)' });
    const tabs = parse('Nr\tRendi\tFamilja\tLloji\tReferenca\n1\tOdonata\tAeshnidae\tAeshna cyanea (Müller, 1764)\tRef\n');
    expect(tabs.rows[0]).toMatchObject({ rendi: 'Odonata', lloji: 'Aeshna cyanea (Müller, 1764)' });
  });

  it('finds the header below a title row, and says the title is ignored', () => {
    const parsed = parse(`Lista e Odonatave,,,,\n\n${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n`);
    expect(parsed.rows.map((row) => [row.lloji, row.line])).toEqual([['Aeshna cyanea', 4]]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:1: warning: line 1 above the header row (line 3) is ignored`,
      `${FILE}:2: warning: rows skipped because blank: line 2`,
    ]);
  });

  it('skips the header row repeated further down, as two pasted sheets leave it, and says so once', () => {
    const parsed = parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n${HEADER}\n2,Odonata,Lestidae,Lestes sponsa,Ref\nNr.,Rendi,Familja,Lloji,Referenca\n`);
    expect(parsed.rows.map((row) => [row.nr, row.lloji, row.line])).toEqual([[1, 'Aeshna cyanea', 2], [2, 'Lestes sponsa', 4]]);
    expect(parsed.issues.map(formatIssue)).toEqual([`${FILE}:3: warning: lines 3, 5 repeat the header row (line 1), as when two sheets are pasted one under the other: skipped; delete them`]);
  });

  it('leaves out a total written under the list, and only a total', () => {
    const parsed = parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n,,,Gjithsej: 1 lloj,\n,,,Totali 1,\n,Odonata,,Sumpetrum sp. 1,\n`);
    expect(parsed.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea', 'Sumpetrum sp. 1']);
    expect(parsed.issues.map(formatIssue).filter((issue) => issue.includes('total'))).toEqual([
      `${FILE}:3:4: warning: "Gjithsej: 1 lloj" is a total, not a species: not shown (the site counts the species itself); delete the row`,
      `${FILE}:4:4: warning: "Totali 1" is a total, not a species: not shown (the site counts the species itself); delete the row`,
    ]);
  });

  it('reads a total written in the first column, or as a word and a number in two cells, as a total, once', () => {
    // Only a row number may stand before the word: after an order, "Gjithsej 1" is a row of the list (and reported as such).
    const text = [HEADER, '1,Odonata,Aeshnidae,Aeshna cyanea,Ref', 'Gjithsej: 1 lloj,,,,', 'Totali,,,1,', '2,Gjithsej,,1,', ',Odonata,,Gjithsej 1,'].join('\n');
    const parsed = parse(text);
    expect(parsed.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea', 'Gjithsej 1']);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.issues.map(formatIssue).filter((issue) => issue.includes('total') || issue.includes('blank'))).toEqual([
      `${FILE}:3:1: warning: "Gjithsej: 1 lloj" is a total, not a species: not shown (the site counts the species itself); delete the row`,
      `${FILE}:4:1: warning: "Totali 1" is a total, not a species: not shown (the site counts the species itself); delete the row`,
      `${FILE}:5:2: warning: "Gjithsej 1" is a total, not a species: not shown (the site counts the species itself); delete the row`,
    ]);
  });

  it('reads rows naming an order or a family alone as headings over the species below them, told once', () => {
    const parsed = parse(
      [
        HEADER,
        ',Carnivora,,,',
        ',,Canidae,,',
        '1,,,"Canis lupus Linnaeus, 1758",Ref',
        '2,,,"Vulpes vulpes (Linnaeus, 1758)",Ref',
        ',,Felidae,,',
        '3,,,"Lynx lynx (Linnaeus, 1758)",Ref',
        // A new order ends the family above it; a species row's own cells stay as written.
        ',Rodentia,,,',
        '4,,Sciuridae,"Sciurus vulgaris Linnaeus, 1758",Ref',
        '5,,,"Glis glis (Linnaeus, 1766)",Ref',
        // A heading over no species is a row without a species, as before.
        ',,Muridae,,',
      ].join('\n'),
    );
    expect(parsed.rows.map((row) => [row.rendi, row.familja, row.lloji.split(' ')[0]])).toEqual([
      ['Carnivora', 'Canidae', 'Canis'],
      ['Carnivora', 'Canidae', 'Vulpes'],
      ['Carnivora', 'Felidae', 'Lynx'],
      ['Rodentia', 'Sciuridae', 'Sciurus'],
      ['Rodentia', '', 'Glis'],
    ]);
    expect(parsed.rows.map((row) => row.nr)).toEqual([1, 2, 3, 4, 5]);
    expect(parsed.skipped).toEqual([{ line: 11, fileNr: '', reason: 'no species' }]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:2: warning: lines 2–3, 6, 8 name a class, an order or a family alone, as a heading over the species below: read as the class, order or family of those species where their cell is empty (up to the next such heading); write it on every species row and delete the heading rows`,
      `${FILE}:10:3: warning: the family (Familja) is empty on line 10`,
      `${FILE}:11:4: error: this row has no species name (Lloji), so it is not shown`,
    ]);
  });

  it("reads a species name in the Code's case, and says so once with an example", () => {
    const parsed = parse(`${HEADER}\n1,Carnivora,Canidae,"CANIS LUPUS Linnaeus, 1758",Ref\n2,Carnivora,Canidae,"vulpes vulpes (Linnaeus, 1758)",Ref\n3,Carnivora,Felidae,Lynx lynx,Ref`);
    expect(parsed.rows.map((row) => row.lloji)).toEqual(['Canis lupus Linnaeus, 1758', 'Vulpes vulpes (Linnaeus, 1758)', 'Lynx lynx']);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:4: warning: the species names on lines 2–3 are not in the case the Code writes a name in (the genus with a capital initial, each epithet in lower case): read so, for example "CANIS LUPUS Linnaeus, 1758" as "Canis lupus Linnaeus, 1758"; write them so`,
    ]);
  });

  it("reads a species name without the marks a paper's footnotes put on it, and says so once", () => {
    const parsed = parse(
      [
        HEADER,
        '1,Araneae,Eresidae,"Eresus kollari* Rossi, 1846",Ref',
        '2,Carnivora,Canidae,"Canis lupus Linnaeus, 1758 *",Ref',
        '3,Carnivora,Canidae,"Vulpes vulpes (Linnaeus, 1758)¹",Ref',
        '4,Artiodactyla,Bovidae,"† Bison bonasus (Linnaeus, 1758)",Ref',
        '5,Carnivora,Felidae,"Lynx lynx (Linnaeus, 1758)",Ref',
      ].join('\n'),
    );
    expect(parsed.rows.map((row) => row.lloji)).toEqual([
      'Eresus kollari Rossi, 1846',
      'Canis lupus Linnaeus, 1758',
      'Vulpes vulpes (Linnaeus, 1758)',
      'Bison bonasus (Linnaeus, 1758)',
      'Lynx lynx (Linnaeus, 1758)',
    ]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:4: warning: the species names on lines 2–5 carry "*", "¹", "†", as a paper marks a name for a footnote: read without them (no zoological name holds such a mark); delete them, and if they mark the endemic species, list those in endemic.json`,
    ]);
    expect(parse(`${HEADER}\n1,Carnivora,Canidae,"Canis lupus Linnaeus, 1758**",Ref`).issues.map(formatIssue)).toEqual([
      `${FILE}:2:4: warning: the species name on line 2 carries "**", as a paper marks a name for a footnote: read without it (no zoological name holds such a mark); delete it, and if it marks the endemic species, list those in endemic.json`,
    ]);
  });

  it("reads a spreadsheet's error values as empty cells, told once with their lines, not again as empty", () => {
    const parsed = parse(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,#N/A\n2,#REF!,Coenagrionidae,Ischnura elegans,Err:502\n3,Odonata,Lestidae,Lestes viridis,\n4,#N/A,Lestidae,Lestes sponsa,Ref\n`);
    // Line 5's order is the one line 4 gives the same family, and said so.
    expect(parsed.rows.map((row) => [row.rendi, row.referenca])).toEqual([['Odonata', ''], ['', ''], ['Odonata', ''], ['Odonata', 'Ref']]);
    expect(parsed.issues.map(formatIssue)).toEqual([
      `${FILE}:2:5: warning: lines 2–3, 5 hold the spreadsheet's errors "#N/A", "#REF!", "Err:502" where a value belongs (a formula that found nothing): read as empty cells; in the spreadsheet, give the values themselves (copy the column, then paste it as values)`,
      `${FILE}:4:5: warning: the reference (Referenca) is empty on line 4`,
      `${FILE}:5:2: warning: the order (Rendi) is empty on line 5: read as the order the same family has on other rows (for example Odonata for Lestidae, line 4); write it on every row`,
    ]);
  });

  it('reads a row shifted one cell to the left as meant, and says which cell is missing', () => {
    const parsed = parse(
      [
        HEADER,
        '1,Carnivora,"Mustela nivalis Linnaeus, 1766","(Ibrahimi et al., 2019)",',
        '2,Mustelidae,"Martes foina (Erxleben, 1777)","(Ibrahimi et al., 2019)",',
        // Not plainly shifted: a name under Familja without a citation beside it, or a reference in its own cell.
        '3,Carnivora,Canis lupus,"Canis lupus Linnaeus, 1758",',
        '4,Carnivora,Canis aureus,"(Ibrahimi et al., 2019)",Ref',
      ].join('\n'),
    );
    expect(parsed.rows.map(({ rendi, familja, lloji, referenca }) => [rendi, familja, lloji, referenca])).toEqual([
      ['Carnivora', '', 'Mustela nivalis Linnaeus, 1766', '(Ibrahimi et al., 2019)'],
      ['', 'Mustelidae', 'Martes foina (Erxleben, 1777)', '(Ibrahimi et al., 2019)'],
      ['Carnivora', 'Canis lupus', 'Canis lupus Linnaeus, 1758', ''],
      ['Carnivora', 'Canis aureus', '(Ibrahimi et al., 2019)', 'Ref'],
    ]);
    const shift = (line: number, column: number, from: string, name: string, rank: string) =>
      `${FILE}:${line}:${column}: warning: the cells from ${from} on sit one column to the left of their headers, as when a cell is deleted with "shift cells left": read as the species "${name}" with the reference "(Ibrahimi et al., 2019)"; insert the missing ${rank} cell`;
    expect(parsed.issues.map(formatIssue).filter((issue) => issue.includes('shift') || issue.includes('is empty'))).toEqual([
      shift(2, 3, 'Familja', 'Mustela nivalis Linnaeus, 1766', 'family'),
      shift(3, 2, 'Rendi', 'Martes foina (Erxleben, 1777)', 'order'),
      `${FILE}:4:5: warning: the reference (Referenca) is empty on line 4`,
    ]);
  });

  it('reports a file without a species column as an error', () => {
    const parsed = parse('Nr,Rendi,Familja,Emri,Referenca\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n');
    expect(parsed.rows).toEqual([]);
    expect(parsed.issues).toMatchObject([{ severity: 'error', line: 1, message: expect.stringContaining('needs a column named "Lloji"') }]);
  });

  it('reads a large file', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i + 1},Odonata,Aeshnidae ,"Aeshna\u00A0cyanea (Müller, 1764)","(Vinko et al., 2020)"`);
    const parsed = parse([HEADER, ...lines].join('\r\n'));
    expect(parsed.rows).toHaveLength(20_000);
    expect(parsed.rows.at(-1)).toMatchObject({ nr: 20_000, line: 20_001, familja: 'Aeshnidae', lloji: 'Aeshna cyanea (Müller, 1764)' });
  });
});

describe('helpers', () => {
  it('exports the canonical columns in order', () => {
    expect(CANONICAL_COLUMNS).toEqual(['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca']);
  });

  it('cleanCell', () => {
    expect(cleanCell(undefined)).toBe('');
    expect(cleanCell('  a \u00A0 b\r\nc\u00AD ')).toBe('a b c');
    expect(cleanCell('clean')).toBe('clean');
  });
});

describe('parseChecklistCsv: wrong encodings', () => {
  it('reports letters a legacy code page leaves unread (decoded as U+FFFD; content-text.server.ts reads the others)', () => {
    const latin1 = Buffer.from(`${HEADER}\n1,Odonata,Aeshnidae,"Aeshna cyanea (M\u00fcller, 1764)",Ref\n`, 'latin1').toString('utf8');
    expect(messages(latin1)).toEqual([
      `${FILE}:2: error: the file is not in UTF-8, and letters in it read differently in the Central European and the Western code page, so they show as "\uFFFD" (line 2): save the spreadsheet as "CSV UTF-8"`,
    ]);
  });

  it('reports a UTF-16 file', () => {
    const utf16 = Buffer.from(`${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n`, 'utf16le').toString('utf8');
    const parsed = parse(utf16);
    expect(parsed.rows).toEqual([]);
    expect(parsed.issues).toMatchObject([{ severity: 'error', message: expect.stringContaining('UTF-16') }]);
  });
});
