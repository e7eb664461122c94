import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { cleanCell, parseGalleryCsv } from './gallery-csv.ts';
import { formatIssue } from '../issues.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

describe('parseGalleryCsv', () => {
  it('reads species and credits in file order', () => {
    const { items, issues } = parseGalleryCsv('Lloji,Foto\nRosalia alpina,Ana Gashi\nSalmo trutta,Besa Krasniqi\n');
    expect(issues).toEqual([]);
    expect(items).toEqual([
      { species: 'Rosalia alpina', credit: 'Ana Gashi', line: 2, speciesColumn: 1, creditColumn: 2 },
      { species: 'Salmo trutta', credit: 'Besa Krasniqi', line: 3, speciesColumn: 1, creditColumn: 2 },
    ]);
  });

  it('reads a file with semicolons, as a spreadsheet in some locales saves its CSV', () => {
    const { items, issues } = parseGalleryCsv('Lloji;Foto\nRosalia alpina;Gashi, A.\n');
    expect(issues).toEqual([]);
    expect(items.map(({ species, credit }) => [species, credit])).toEqual([['Rosalia alpina', 'Gashi, A.']]);
  });

  it('reads a name written with its authorship as the name alone, and points at a name that is not one', () => {
    const { items, issues } = parseGalleryCsv('Lloji,Foto\n"Canis lupus Linnaeus, 1758",A\nCanis lupus,B\nursus arctos,C\n');
    expect(items.map((item) => item.species)).toEqual(['Canis lupus', 'ursus arctos']);
    expect(issues.map(formatIssue)).toEqual([
      'gallery.csv:2:1: warning: read as "Canis lupus", without its authorship "Linnaeus, 1758": the gallery shows a species by its name, and its photo is photos/Canis lupus.jpg; write the name alone',
      'gallery.csv:3:1: warning: "Canis lupus" is already listed on line 2; row skipped',
      'gallery.csv:4:1: warning: "ursus arctos" does not read as a species name (does not start with a capitalised genus name ("ursus")): write it as the checklists do, "Genus species"',
    ]);
  });

  it("reads a credit without the label the site writes before it, and a name without a footnote's mark", () => {
    const { items, issues } = parseGalleryCsv('Lloji,Foto\nCanis lupus,Foto: A. Person\nRosalia alpina*,Photo by B. Person\nBufo bufo,© C. Person\nLynx lynx,Fotografia\n');
    expect(items.map((item) => [item.species, item.credit])).toEqual([
      ['Canis lupus', 'A. Person'],
      ['Rosalia alpina', 'B. Person'],
      ['Bufo bufo', '© C. Person'],
      ['Lynx lynx', 'Fotografia'],
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'gallery.csv:2:2: warning: the credits on lines 2–3 start with "Foto:", "Photo by", a label the site writes before every credit itself ("Foto: …"): read without the label; write the photographer\'s name alone',
      'gallery.csv:3:1: warning: read as "Rosalia alpina": the gallery shows a species by its name as the checklists write it, and its photo is photos/Rosalia alpina.jpg; write "Rosalia alpina"',
    ]);
  });

  it('copes with BOM, CRLF, blank rows, stray and non-breaking spaces, differently-cased headers', () => {
    const text = '\uFEFF\r\n FOTO , lloji \r\nAna\u00A0 Gashi ,  Rosalia\u00A0alpina \r\n\r\n , \r\nB. Krasniqi,Salmo   trutta\r\n\r\n';
    const { items, issues } = parseGalleryCsv(text);
    expect(issues).toEqual([]);
    expect(items).toEqual([
      { species: 'Rosalia alpina', credit: 'Ana Gashi', line: 3, speciesColumn: 2, creditColumn: 1 },
      { species: 'Salmo trutta', credit: 'B. Krasniqi', line: 6, speciesColumn: 2, creditColumn: 1 },
    ]);
  });

  it('keeps line numbers right after a quoted field spanning lines', () => {
    const { items } = parseGalleryCsv('Lloji,Foto\n"Rosalia\nalpina",Ana\nSalmo trutta,Besa\n');
    expect(items.map((item) => [item.species, item.line])).toEqual([
      ['Rosalia alpina', 2],
      ['Salmo trutta', 4],
    ]);
  });

  it('normalizes species names to NFC', () => {
    const nfd = 'Lloji,Foto\nPotamophylax kosovae\u0308nsis,Ana\n';
    expect(parseGalleryCsv(nfd).items[0]?.species).toBe('Potamophylax kosova\u00EBnsis');
  });

  it('skips a row with an empty species (a warning) and keeps an empty credit, located, for the photo check', () => {
    const { items, issues } = parseGalleryCsv('Lloji,Foto\n ,Ana Gashi\nSalmo trutta,\u00A0\n', 'gallery.csv');
    expect(items).toEqual([{ species: 'Salmo trutta', credit: '', line: 3, speciesColumn: 1, creditColumn: 2 }]);
    expect(issues.map(formatIssue)).toEqual(['gallery.csv:2:1: warning: the species name (Lloji) is empty; row skipped']);
  });

  it('warns about a species listed twice and keeps the first', () => {
    const { items, issues } = parseGalleryCsv('Lloji,Foto\nSalmo trutta,Ana\nSalmo  trutta,Besa\n');
    expect(items).toEqual([{ species: 'Salmo trutta', credit: 'Ana', line: 2, speciesColumn: 1, creditColumn: 2 }]);
    expect(issues.map(formatIssue)).toEqual(['gallery.csv:3:1: warning: "Salmo trutta" is already listed on line 2; row skipped']);
  });

  it('reports a missing Lloji header as an error and returns no items', () => {
    const { items, issues } = parseGalleryCsv('\nSpecies,Photo\nSalmo trutta,Ana\n');
    expect(items).toEqual([]);
    expect(issues.map(formatIssue)).toEqual(['gallery.csv:2: error: missing column "Lloji" in the header row (found: "Species", "Photo")']);
  });

  it('reports a missing Foto header but still lists the species', () => {
    const { items, issues } = parseGalleryCsv('Lloji\nSalmo trutta\n');
    expect(items).toEqual([{ species: 'Salmo trutta', credit: '', line: 2, speciesColumn: 1, creditColumn: null }]);
    expect(issues).toMatchObject([{ severity: 'error', line: 1, message: expect.stringContaining('"Foto"') }]);
  });

  it('reports an empty file', () => {
    expect(parseGalleryCsv('\uFEFF\r\n \r\n').issues).toMatchObject([{ severity: 'error', line: 0 }]);
  });

  it('cleanCell collapses every kind of space', () => {
    expect(cleanCell('\t a\u00A0\u200B b \u202F')).toBe('a b');
    expect(cleanCell(undefined)).toBe('');
  });
});

const ownersGallery = path.join(OWNERS_CONTENT, 'gallery.csv');

describeUnless(missingFile(ownersGallery))('owners’ gallery.csv', () => {
  it('parses every row without errors, each with a credit', () => {
    const { items, issues } = parseGalleryCsv(readFileSync(ownersGallery, 'utf8'));
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(items.length).toBe(15);
    for (const item of items) {
      expect(item.species).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
      expect(item.credit).not.toBe('');
    }
  });
});
