import { describe, expect, it } from 'vitest';
import { parseChecklistCsv } from '../../content/parse/checklist-csv.ts';
import { checklistView, firstRowsOf, parseChecklistView, type ViewRow } from './checklist-view.ts';

const CSV = [
  'Nr,Klasa,Rendi,Familja,Lloji,Referenca,Shënime',
  '1,Insecta,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",(A),note',
  '',
  '7,Insecta,Odonata,Aeshnidae,"Aeshna  cyanea (Müller, 1764)",(B),',
  '8,Insecta,Odonata,Libellulidae,Libellula sp.,(B),',
].join('\n');

describe('checklistView', () => {
  const view = parseChecklistView(CSV, 'checklists/Odonata.csv');

  it('keeps the shown columns only, in table order, numbered by position', () => {
    expect(view.rows).toEqual([
      ['Insecta', 'Odonata', 'Aeshnidae', 'Aeshna cyanea (Müller, 1764)', '(A)'],
      ['Insecta', 'Odonata', 'Aeshnidae', 'Aeshna cyanea (Müller, 1764)', '(B)'],
      ['Insecta', 'Odonata', 'Libellulidae', 'Libellula sp.', '(B)'],
    ]);
    expect(view.hasKlasa).toBe(true);
  });

  it('carries the counts shown above the table (a species listed twice once, a genus-only entry not at all)', () => {
    expect(view.summary).toEqual({ species: 1, families: 2 });
  });

  it('is the parse reduced to what the page needs: much smaller once serialised', () => {
    const parsed = parseChecklistCsv(CSV, 'checklists/Odonata.csv');
    expect(checklistView(parsed)).toEqual(view);
    expect(JSON.stringify(view.rows).length).toBeLessThan(JSON.stringify(parsed.rows).length / 2);
  });

  it('shows a header-only file as an empty list', () => {
    expect(parseChecklistView('Nr,Rendi,Familja,Lloji,Referenca\n', 'x.csv')).toEqual({ hasKlasa: false, summary: { species: 0, families: 0 }, rows: [] });
  });

  it('keeps a long list\'s first rows for its prerendered page, with the length and counts of the whole', () => {
    const long = { ...view, rows: Array.from({ length: 5 }, (_, index): ViewRow => ['', 'Odonata', 'Aeshnidae', `Aeshna sp${index}`, '']) };
    const first = firstRowsOf(long, 3);
    expect(first.rows).toEqual(long.rows.slice(0, 3));
    expect(first.rowCount).toBe(5);
    expect(first.summary).toBe(long.summary);
    expect(firstRowsOf(long, 5)).toBe(long);
  });
});
