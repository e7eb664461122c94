import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeContentText, encodingIssues, publishedCsv, shownLetter } from './content-text.server.ts';

// What spreadsheets write when asked for a CSV: UTF-8, Excel's "Unicode Text" (UTF-16 with a byte order mark, tabs),
// and its plain "CSV" in the Windows code page of the computer.
const TEXT = 'Familja,Lloji\nGeometridae,"Idaea muricata (Hufnagel, 1767)"\nLycaenidae,"Lycaena thersamon (Esper, 1784)"\nPieridae,"Pieris ergane (Geyer, 1828)"\nNymphalidae,"Erebia ottomana Herrich-Schäffer, 1847"\n';
const ALBANIAN = 'Emri shqip\nFlutura e verdhë\nMolë çerekësh\n';
const utf16le = (text: string) => Buffer.concat([Buffer.of(0xff, 0xfe), iconv.encode(text, 'utf16le')]);

describe('a content file read as its owners meant it', () => {
  it('reads UTF-8 as it is, a byte order mark kept for the parsers, and says nothing', () => {
    for (const text of [TEXT, `\uFEFF${TEXT}`, ALBANIAN]) {
      const read = decodeContentText(Buffer.from(text, 'utf8'));
      expect(read).toEqual({ text, encoding: 'UTF-8', firstNonAscii: null });
      expect(encodingIssues(read, 'checklists/Lepidoptera.csv')).toEqual([]);
    }
  });

  it('reads UTF-16 with its byte order mark, little- or big-endian, and without one', () => {
    expect(decodeContentText(utf16le(TEXT))).toMatchObject({ text: TEXT, encoding: 'UTF-16LE' });
    expect(decodeContentText(Buffer.concat([Buffer.of(0xfe, 0xff), iconv.encode(TEXT, 'utf16be')]))).toMatchObject({ text: TEXT, encoding: 'UTF-16BE' });
    expect(decodeContentText(iconv.encode(TEXT, 'utf16le'))).toMatchObject({ text: TEXT, encoding: 'UTF-16LE' });
    expect(decodeContentText(iconv.encode(TEXT, 'utf16be'))).toMatchObject({ text: TEXT, encoding: 'UTF-16BE' });
  });

  it('reads the Windows code page when every letter in it reads the same in the Central European and the Western page', () => {
    for (const page of ['win1250', 'win1252']) {
      const read = decodeContentText(iconv.encode(ALBANIAN, page));
      expect(read).toEqual({ text: ALBANIAN, encoding: 'Windows', firstNonAscii: { line: 2, column: 16, letter: 'ë' } });
    }
    expect(decodeContentText(iconv.encode(TEXT, 'win1252'))).toMatchObject({ text: TEXT, encoding: 'Windows', firstNonAscii: { line: 5, column: 41, letter: 'ä' } });
  });

  it('warns where the first letter outside ASCII is, and how to save the file next time', () => {
    expect(encodingIssues(decodeContentText(iconv.encode(ALBANIAN, 'win1252')), 'vernacular-names.csv')).toEqual([
      {
        severity: 'warning',
        file: 'vernacular-names.csv',
        line: 2,
        message: 'the file is saved in the Windows code page (a spreadsheet\'s plain "CSV"), not UTF-8: the site reads its letters right, from "ë" here on, but other programs may not; save the spreadsheet as "CSV UTF-8"',
      },
    ]);
    expect(encodingIssues(decodeContentText(utf16le(TEXT)), 'checklists/Lepidoptera.csv')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 5, message: expect.stringContaining('saved as UTF-16LE (a spreadsheet\'s "Unicode Text"), not UTF-8') }),
    ]);
    // A document of an office program, not text: an error, whatever its letters.
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('word/document.xml', 'utf8')]);
    expect(decodeContentText(docx)).toEqual({ text: '', encoding: 'workbook', firstNonAscii: null });
    expect(encodingIssues(decodeContentText(docx), 'references.md')).toEqual([
      { severity: 'error', file: 'references.md', line: 0, message: expect.stringMatching(/^the file is a word processor's or spreadsheet's document .*; save it as plain text in UTF-8, under this name$/) },
    ]);
    // Outside a CSV the column is the letter's.
    expect(encodingIssues(decodeContentText(iconv.encode('# Literatura\n\nAuthor, A. (2020). Ë.\n', 'win1252')), 'references.md')).toEqual([
      expect.objectContaining({ line: 3, column: 20, message: expect.stringMatching(/from "Ë" here on, .* save it as UTF-8 in your text editor$/) }),
    ]);
  });

  it('names a first letter that cannot be seen (a no-break space from a spreadsheet) by its code, never as a blank in quotes', () => {
    const nbsp = decodeContentText(iconv.encode('Familja,Lloji\nCanidae,"Canis\u00A0lupus Linnaeus, 1758"\nEmri,Ujku i murrmë\n', 'win1250'));
    expect(nbsp.firstNonAscii).toEqual({ line: 2, column: 15, letter: '\u00A0' });
    expect(encodingIssues(nbsp, 'checklists/Gjitaret.csv')).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('the site reads its letters right, from the no-break space U+00A0 here on, but') }),
    ]);
    expect(['ë', 'Ç', '\u00AD', '\u2007', '\u0085'].map(shownLetter)).toEqual(['"ë"', '"Ç"', 'the soft hyphen U+00AD', 'the invisible letter U+2007', 'the invisible letter U+0085']);
  });

  it('reads UTF-8 with rows in the Windows code page among it (pasted from another file), each letter as it was saved', () => {
    const utf8Rows = 'Lloji,Emri shqip\n"Aeshna cyanea (Müller, 1764)",Pilivesa blu\n';
    const read = decodeContentText(Buffer.concat([Buffer.from(utf8Rows, 'utf8'), iconv.encode('"Lestes virens (Charpentier, 1825)",Pilivesë e gjelbër\n', 'win1252')]));
    expect(read).toEqual({ text: `${utf8Rows}"Lestes virens (Charpentier, 1825)",Pilivesë e gjelbër\n`, encoding: 'mixed', firstNonAscii: { line: 3, column: 44, letter: 'ë' } });
    expect(encodingIssues(read, 'vernacular-names.csv')).toEqual([
      {
        severity: 'warning',
        file: 'vernacular-names.csv',
        line: 3,
        message: 'the file is in UTF-8 with letters in the Windows code page among it (rows pasted from another file), the first here ("ë"): the site reads them right, but other programs may not; save the spreadsheet as "CSV UTF-8"',
      },
    ]);
    // A letter of the pasted rows that reads two ways is still not guessed; the UTF-8 letters around it are read.
    const twoWays = decodeContentText(Buffer.concat([Buffer.from(utf8Rows, 'utf8'), iconv.encode('"Trechus sp. Pešić",x\n', 'win1250')]));
    expect(twoWays).toMatchObject({ encoding: 'unknown', firstNonAscii: { line: 3, column: 18, letter: '"æ" in the Western code page, "ć" in the Central European one' } });
    expect(twoWays.text).toBe(`${utf8Rows}"Trechus sp. Peši\uFFFD",x\n`);
  });

  it('never guesses a letter that reads two ways: an error where it is, with both readings', () => {
    const text = 'Lloji\n"Trechus sp. Ćurčić, 1990"\n';
    const read = decodeContentText(iconv.encode(text, 'win1250'));
    expect(read.encoding).toBe('unknown');
    expect(read.text).toContain('\uFFFD');
    expect(encodingIssues(read, 'checklists/Coleoptera.csv')).toEqual([
      {
        severity: 'error',
        file: 'checklists/Coleoptera.csv',
        line: 2,
        message: 'the file is not in UTF-8, and its letters could be read two ways (here "Æ" in the Western code page, "Ć" in the Central European one): they show as "\uFFFD"; save the spreadsheet as "CSV UTF-8"',
      },
    ]);
  });
});

describe('letters saved twice over (a UTF-8 file opened as the Western code page and saved again)', () => {
  // As Windows reads the Western code page: an unassigned byte (0x8D, in "č") is the control letter of its number.
  const western = (byte: number) => (iconv.decode(Buffer.of(byte), 'win1252') === '\uFFFD' ? String.fromCharCode(byte) : iconv.decode(Buffer.of(byte), 'win1252'));
  const twice = (text: string) => [...Buffer.from(text, 'utf8')].map(western).join('');

  it('are put right, and the first is named with how many there were', () => {
    expect(twice(ALBANIAN)).toBe('Emri shqip\nFlutura e verdhÃ«\nMolÃ« Ã§erekÃ«sh\n');
    const read = decodeContentText(Buffer.from(`\uFEFF${twice(ALBANIAN)}`, 'utf8'));
    expect(read).toEqual({ text: `\uFEFF${ALBANIAN}`, encoding: 'UTF-8', firstNonAscii: null, repaired: { count: 4, first: { line: 2, column: 16, letter: '"Ã«" for "ë"' } } });
    expect(encodingIssues(read, 'vernacular-names.csv')).toEqual([
      {
        severity: 'warning',
        file: 'vernacular-names.csv',
        line: 2,
        message:
          'letters were saved twice over, here "Ã«" for "ë" (4 times in the file): the site shows the letters meant; open it in the spreadsheet as UTF-8 (Data → From Text/CSV, "65001: Unicode (UTF-8)"), then save it as "CSV UTF-8"',
      },
    ]);
    const names = 'Lloji\n"Trechus ćurčići Pešić, 1990"\n"Lestes dryas Kirby, 1890",Ș\n';
    expect(decodeContentText(Buffer.from(twice(`Ë ${names}`), 'utf8')).text).toBe(`Ë ${names}`);
  });

  it('are left as written without a sure sign, and where a pair is not one Latin letter', () => {
    for (const text of ['VERDHË\u00A0,Ç«x»\n', 'João, Ä°\n']) expect(decodeContentText(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'UTF-8', firstNonAscii: null });
    // With the sign ("Ã«"), a no-break space after "Ë" (two bytes of "ˠ", not a Latin letter) stays.
    expect(decodeContentText(Buffer.from('VERDHË\u00A0 verdhÃ«\n', 'utf8')).text).toBe('VERDHË\u00A0 verdhë\n');
  });
});

describe('a checklist as the site publishes it', () => {
  const published = (bytes: Uint8Array) => Buffer.from(publishedCsv(bytes, decodeContentText(bytes)));

  it('is the owners\' file byte for byte when it is UTF-8', () => {
    const bytes = Buffer.from(`\uFEFF${ALBANIAN}`, 'utf8');
    expect(published(bytes).equals(bytes)).toBe(true);
  });

  it('is UTF-8 with a byte order mark when the owners saved another encoding, or letters twice over', () => {
    const expected = Buffer.from(`\uFEFF${ALBANIAN}`, 'utf8');
    expect(published(utf16le(ALBANIAN)).equals(expected)).toBe(true);
    expect(published(iconv.encode(ALBANIAN, 'win1252')).equals(expected)).toBe(true);
    expect(published(Buffer.from(`\uFEFFEmri shqip\nFlutura e verdhÃ«\nMolÃ« Ã§erekÃ«sh\n`, 'utf8')).equals(expected)).toBe(true);
  });
});
