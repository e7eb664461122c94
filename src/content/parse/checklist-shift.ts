// A row whose cells sit one column to the left of their headers: a cell deleted in the spreadsheet with "shift cells
// left" leaves the species name under Familja and its citation under Lloji.
import { typesetScientificName } from './scientific-name.ts';

type Placed = { rendi: string; familja: string; lloji: string; referenca: string };

/** The file's columns, 0-based (-1 when absent). */
export type ShiftColumns = { iRendi: number; iFamilja: number; iLloji: number; iReferenca: number };

/**
 * The row as meant when it is plainly shifted left by one cell from Rendi or Familja on, with the column that lost
 * its cell; null otherwise. Plainly: the columns are Rendi, Familja, Lloji, Referenca side by side, the Referenca cell
 * is empty, Familja holds a species name and Lloji something with a year that is not a name (its citation). The cell
 * under Rendi is the family when it ends in -idae (the order is missing), else the order (the family is missing).
 */
export function unshiftedRow(row: Placed, { iRendi, iFamilja, iLloji, iReferenca }: ShiftColumns): { row: Placed; missing: 'Rendi' | 'Familja' } | null {
  const sideBySide = iRendi >= 0 && iFamilja === iRendi + 1 && iLloji === iFamilja + 1 && iReferenca === iLloji + 1;
  if (!sideBySide || row.referenca !== '' || !/\b\d{4}\b/.test(row.lloji) || !row.familja.includes(' ')) return null;
  if (typesetScientificName(row.lloji).parsed) return null;
  const name = typesetScientificName(row.familja);
  if (!name.parsed || name.species === null) return null;
  const familyFirst = /idae$/.test(row.rendi);
  return {
    row: { rendi: familyFirst ? '' : row.rendi, familja: familyFirst ? row.rendi : '', lloji: row.familja, referenca: row.lloji },
    missing: familyFirst ? 'Rendi' : 'Familja',
  };
}
