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
