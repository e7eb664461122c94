import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { csvRows } from './csv-rows.ts';

describe('csvRows', () => {
  it('skips the header row found again further down, and tells it once', () => {
    const { nonBlank, issues } = csvRows('Lloji,Foto\nCanis lupus,A\n\nlloji, foto ,\nUrsus arctos,B\nLloji,Foto\n', 'gallery.csv');
    expect(nonBlank.map((row) => [row.line, row.cells[0]])).toEqual([[1, 'Lloji'], [2, 'Canis lupus'], [5, 'Ursus arctos']]);
    expect(issues.map(formatIssue)).toEqual(['gallery.csv:4: warning: lines 4, 6 repeat the header row (line 1), as when two sheets are pasted one under the other: skipped; delete them']);
  });

  it("reads a spreadsheet's error values as empty cells, with one warning at the first", () => {
    const { nonBlank, issues } = csvRows('Lloji,Emri shqip,Emri anglisht\nCanis lupus,ujku,#N/A\nUrsus arctos, #REF! ,Brown bear\n', 'vernacular-names.csv');
    expect(nonBlank.slice(1).map((row) => row.cells)).toEqual([['Canis lupus', 'ujku', ''], ['Ursus arctos', '', 'Brown bear']]);
    expect(issues.map(formatIssue)).toEqual([
      `vernacular-names.csv:2:3: warning: lines 2–3 hold the spreadsheet's errors "#N/A", "#REF!" where a value belongs (a formula that found nothing): read as empty cells; in the spreadsheet, give the values themselves (copy the column, then paste it as values)`,
    ]);
  });

  it('tells nothing of a clean file', () => {
    expect(csvRows('Lloji,Foto\nCanis lupus,A\n', 'gallery.csv').issues).toEqual([]);
  });
});

describe('csvRows: cells parted by a comma outside quotes', () => {
  it('reads the parts of a cell as one where they show how, and the rest of a row as its free-text last column', () => {
    const text = 'Lloji,Foto\nEresus kollari,Donard Geci, Halil Ibrahimi\nRosalia alpina,A. B.\nTestudo hermanni,C. D.\n';
    const { nonBlank, issues } = csvRows(text, 'gallery.csv', { freeText: ['foto'] });
    expect(nonBlank.map((row) => row.cells)).toEqual([['Lloji', 'Foto'], ['Eresus kollari', 'Donard Geci, Halil Ibrahimi'], ['Rosalia alpina', 'A. B.'], ['Testudo hermanni', 'C. D.']]);
    expect(issues.map(formatIssue)).toEqual([
      'gallery.csv:2:2: warning: a comma inside a cell that is not in quotes parts the cell in two, on line 2: read as one cell, "Donard Geci, Halil Ibrahimi"; put such a cell in double quotes ("…"), as a spreadsheet\'s CSV export does',
    ]);
  });

  it('tells a row still longer than the header; the rest is not joined where most rows are longer (a column lost its header)', () => {
    const text = 'Lloji,Emri shqip,Burimi\nCanis lupus,ujku,Grey wolf,Fjalor\nVulpes vulpes,dhelpra,Red fox,Fjalor\nUrsus arctos,ariu,,\n';
    const { nonBlank, issues } = csvRows(text, 'vernacular-names.csv', { freeText: ['burimi'] });
    expect(nonBlank[1]!.cells).toEqual(['Canis lupus', 'ujku', 'Grey wolf', 'Fjalor']);
    expect(issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:2:4: warning: lines 2–3 have more cells than the header row (3): what stands beyond column 3 is not read (line 2: "Fjalor"); put a cell holding a comma in double quotes ("…"), and give each column its header',
    ]);
  });

  it('leaves a file parted by semicolons as it is read: a comma there is part of its cell', () => {
    const { nonBlank, issues } = csvRows('Lloji;Foto\nEresus kollari;Donard Geci, Halil Ibrahimi\n', 'gallery.csv', { freeText: ['foto'] });
    expect(nonBlank[1]!.cells).toEqual(['Eresus kollari', 'Donard Geci, Halil Ibrahimi']);
    expect(issues).toEqual([]);
  });
});
