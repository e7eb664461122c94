import type { ChecklistSortColumn } from '../../config/paths.ts';
import { useMessages } from '../../i18n/messages.tsx';

type Props = {
  hasKlasa: boolean;
  sort: ChecklistSortColumn | undefined;
  dir: 'asc' | 'desc' | undefined;
  /** Sorts by a column: ascending first, then the other way on the next press. */
  onSort: (column: ChecklistSortColumn, dir: 'asc' | 'desc') => void;
};

const COLUMNS: ChecklistSortColumn[] = ['nr', 'klasa', 'rendi', 'familja', 'lloji', 'referenca'];

/** The checklist's header row with a sort button in every column header; the sorted one carries `aria-sort`. */
export function ChecklistSortHeader({ hasKlasa, sort, dir, onSort }: Props) {
  const m = useMessages().checklist;
  return (
    <tr>
      {COLUMNS.filter((column) => hasKlasa || column !== 'klasa').map((column) => {
        const label = m.columns[column];
        const sorted = sort === column ? (dir ?? 'asc') : null;
        return (
          <th
            key={column}
            scope="col"
            className={column === 'nr' ? 'col-nr' : undefined}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
          >
            <button type="button" className="sort-button" title={m.sortByColumn(label)} onClick={() => onSort(column, sorted === 'asc' ? 'desc' : 'asc')}>
              {label}
            </button>
          </th>
        );
      })}
    </tr>
  );
}
