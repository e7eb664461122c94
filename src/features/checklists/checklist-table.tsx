import { memo, useMemo } from 'react';
import type { ChecklistRow } from '../../content/checklist-csv.ts';
import { ScientificName } from './scientific-name.tsx';
import { useProgressiveCount } from './use-progressive-count.ts';
import './checklist-table.css';

const BATCH_SIZE = 200;

type Props = { rows: readonly ChecklistRow[]; hasKlasa: boolean; caption: string };

export function ChecklistTable({ rows, hasKlasa, caption }: Props) {
  const allBatches = useMemo(() => chunk(rows, BATCH_SIZE), [rows]);
  const visible = useProgressiveCount(rows.length, BATCH_SIZE);
  const batches = allBatches.slice(0, Math.ceil(visible / BATCH_SIZE));

  return (
    <div className="checklist-scroll">
      <table className="checklist-table" data-has-klasa={hasKlasa || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-nr">
              Nr
            </th>
            {hasKlasa ? <th scope="col">Klasa</th> : null}
            <th scope="col">Rendi</th>
            <th scope="col">Familja</th>
            <th scope="col">Lloji</th>
            <th scope="col">Referenca</th>
          </tr>
        </thead>
        {rows.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={2} className="checklist-empty">
                No data available
              </td>
            </tr>
          </tbody>
        ) : (
          batches.map((batch) => <RowBatch key={batch[0]?.nr} rows={batch} hasKlasa={hasKlasa} />)
        )}
      </table>
    </div>
  );
}

/** One batch of rows; memoised so that adding a batch does not re-render the ones before it. */
const RowBatch = memo(function RowBatch({ rows, hasKlasa }: { rows: ChecklistRow[]; hasKlasa: boolean }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.nr}>
          <td className="col-nr">{row.nr}</td>
          {hasKlasa ? <td className="col-taxon">{row.klasa}</td> : null}
          <td className="col-taxon">{row.rendi}</td>
          <td className="col-taxon">{row.familja}</td>
          <td className="col-species">
            <ScientificName name={row.lloji} />
          </td>
          <td className="col-reference">{row.referenca}</td>
        </tr>
      ))}
    </tbody>
  );
});

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
