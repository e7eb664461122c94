import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { rejoinedCellsIssue, rejoinedRow, restInLastColumn } from './unquoted-commas.ts';

describe('rejoinedRow', () => {
  it('joins a name parted from its year, and a citation parted inside its parentheses', () => {
    const cells = ['1', 'Odonata', 'Aeshnidae', 'Anax imperator Leach', ' 1815', '(Vinko et al.', ' 2020)'];
    expect(rejoinedRow(cells, 5)).toEqual({
      cells: ['1', 'Odonata', 'Aeshnidae', 'Anax imperator Leach, 1815', '(Vinko et al., 2020)'],
      rejoined: [{ index: 3, text: 'Anax imperator Leach, 1815' }, { index: 4, text: '(Vinko et al., 2020)' }],
    });
    expect(rejoinedRow(['Triturus alpestris (Laurenti', ' 1768)', 'Ichthyosaura alpestris', 'new combination', 'García-París et al.', ' 2004'], 4)?.cells).toEqual([
      'Triturus alpestris (Laurenti, 1768)', 'Ichthyosaura alpestris', 'new combination', 'García-París et al., 2004',
    ]);
    expect(rejoinedRow(['Canis lupus', 'ujku', 'Fjalor (Akademia', ' Instituti', ' Tiranë', ' 1980)', '', ''], 3)?.cells).toEqual(['Canis lupus', 'ujku', 'Fjalor (Akademia, Instituti, Tiranë, 1980)', '', '']);
  });

  it('joins an authorship of several authors up to its year, a reference parted after its author, and a list of citations', () => {
    const row = (...cells: string[]) => rejoinedRow(['7', 'Ephemeroptera', 'Heptageniidae', ...cells], 5)?.cells.slice(3);
    expect(row('Ecdyonurus cf. siveci Hefti', ' Tomka & Zurwerra', ' 1986', '(Xërxa et al.', ' 2019)')).toEqual(['Ecdyonurus cf. siveci Hefti, Tomka & Zurwerra, 1986', '(Xërxa et al., 2019)']);
    expect(row('Potamophylax coronavirus Ibrahimi', ' Bilalli & Vitecek 2021', 'x')).toEqual(['Potamophylax coronavirus Ibrahimi, Bilalli & Vitecek 2021', 'x']);
    expect(row('Aegosoma scabricorne (Scopoli', ' 1763)', 'Ilić', ' N. (2005)')).toEqual(['Aegosoma scabricorne (Scopoli, 1763)', 'Ilić, N. (2005)']);
    expect(row('Trochosa ruricola (De Geer', ' 1778)', '(Geci & Naumova', ' 2021b)', ' (Vrenozi & Jäger', ' 2013)')).toEqual(['Trochosa ruricola (De Geer, 1778)', '(Geci & Naumova, 2021b), (Vrenozi & Jäger, 2013)']);
  });

  it('joins what shows how, though the row stays longer than its header', () => {
    expect(rejoinedRow(['Anax imperator Leach', ' 1815', 'a', 'b'], 2)?.cells).toEqual(['Anax imperator Leach, 1815', 'a', 'b']);
  });

  it("reads the rest of a row as its last column's text where that column is free text, and only then", () => {
    expect(restInLastColumn(['Eresus kollari', 'Donard Geci', ' Halil Ibrahimi'], [], 2)).toEqual({ cells: ['Eresus kollari', 'Donard Geci, Halil Ibrahimi'], rejoined: [{ index: 1, text: 'Donard Geci, Halil Ibrahimi' }] });
    expect(rejoinedRow(['Eresus kollari', 'Donard Geci', ' Halil Ibrahimi'], 2)).toBeNull();
    expect(restInLastColumn(['Eresus kollari', 'Donard Geci, Halil Ibrahimi', '', ''], [], 2)).toBeNull();
  });

  it('leaves a row that fits its header, or whose parts show no way to join them into it', () => {
    expect(rejoinedRow(['Canis lupus', 'ujku', 'Fjalor', '', ''], 3)).toBeNull();
    expect(rejoinedRow(['1', 'Odonata', 'Aeshnidae', 'Anax imperator', '(Vinko et al., 2020)', 'a note'], 5)).toBeNull();
    expect(rejoinedRow(['1', 'Odonata', 'Aeshnidae', 'Anax imperator', '(Vinko et al., 2020)', '1998'], 5)).toBeNull();
    expect(rejoinedRow(['Anax imperator (Leach', 'x', 'y'], 2)).toBeNull(); // a parenthesis never closed
    expect(rejoinedRow(['1', 'Odonata', 'Aeshnidae', 'Anax imperator Leach', '(Vinko et al., 2020)', '(e re)'], 5)).toBeNull(); // a note, no citation
  });
});

describe('rejoinedCellsIssue', () => {
  it('names the lines and shows the first cell read again', () => {
    expect(formatIssue(rejoinedCellsIssue('renames.csv', [{ line: 2, column: 1, text: 'Triturus alpestris (Laurenti, 1768)' }, { line: 5, column: 4, text: 'Frost, n.d.' }])!)).toBe(
      'renames.csv:2:1: warning: a comma inside a cell that is not in quotes parts the cell in two, on lines 2, 5: read as one cell each, "Triturus alpestris (Laurenti, 1768)" (line 2); put such a cell in double quotes ("…"), as a spreadsheet\'s CSV export does',
    );
    expect(rejoinedCellsIssue('renames.csv', [])).toBeNull();
  });
});
