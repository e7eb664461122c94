import { faunaCsv } from '../../content/derived/fauna-csv.ts';
import type { ViewRow } from './checklist-view.ts';

/** The CSV of a view: the rows at `positions`, in that order, each with its Nr in the list and the group. */
export function viewCsv(groupName: string, rows: readonly ViewRow[], positions: readonly number[]): string {
  return faunaCsv(
    positions.map((position) => {
      const [klasa, rendi, familja, lloji, referenca] = rows[position]!;
      return { nr: position + 1, klasa, rendi, familja, lloji, referenca, grupi: groupName };
    }),
  );
}

/** Saves the view as `{group}.csv`, or as `selectionFile` (the catalogue's name) when it is not the whole list. */
export function downloadView(groupName: string, rows: readonly ViewRow[], positions: readonly number[], selectionFile: string): void {
  const whole = positions.length === rows.length && positions.every((position, index) => position === index);
  const blob = new Blob([viewCsv(groupName, rows, positions)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = whole ? `${groupName}.csv` : selectionFile;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
