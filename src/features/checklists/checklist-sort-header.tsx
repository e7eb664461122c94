import type { ChecklistSortColumn } from '../../config/paths.ts';

type Props = {
  hasKlasa: boolean;
  sort: ChecklistSortColumn | undefined;
  dir: 'asc' | 'desc' | undefined;
  /** Sorts by a column: ascending first, then the other way on the next press. */
  onSort: (column: ChecklistSortColumn, dir: 'asc' | 'desc') => void;
};

const COLUMNS: { column: ChecklistSortColumn; label: string }[] = [
  { column: 'nr', label: 'Nr' },
  { column: 'klasa', label: 'Klasa' },
  { column: 'rendi', label: 'Rendi' },
  { column: 'familja', label: 'Familja' },
  { column: 'lloji', label: 'Lloji' },
  { column: 'referenca', label: 'Referenca' },
];

/** The checklist's header row with a sort button in every column header; the sorted one carries `aria-sort`. */
export function ChecklistSortHeader({ hasKlasa, sort, dir, onSort }: Props) {
  return (
    <tr>
      {COLUMNS.filter(({ column }) => hasKlasa || column !== 'klasa').map(({ column, label }) => {
        const sorted = sort === column ? (dir ?? 'asc') : null;
        return (
          <th
            key={column}
            scope="col"
            className={column === 'nr' ? 'col-nr' : undefined}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
          >
            <button type="button" className="sort-button" title={`Rendit sipas kolonës ${label}`} onClick={() => onSort(column, sorted === 'asc' ? 'desc' : 'asc')}>
              {label}
            </button>
          </th>
        );
      })}
    </tr>
  );
}
