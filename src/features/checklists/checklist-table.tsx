import { memo, useMemo, type CSSProperties } from 'react';
import type { ViewRow } from './checklist-view.ts';
import { ScientificName } from './scientific-name.tsx';
import { useProgressiveCount } from './use-progressive-count.ts';
import './checklist-table.css';

/** Rows per <tbody>: the unit the browser lays out when it scrolls into view (small, so that costs little). */
const BATCH_SIZE = 50;
/** After a client-side navigation: rows in the first render, then rows added per step (multiples of BATCH_SIZE). */
const FIRST_ROWS = 100;
const ROWS_PER_STEP = 500;

type Props = { rows: readonly ViewRow[]; hasKlasa: boolean; caption: string };
type Batch = { start: number; rows: readonly ViewRow[] };

export function ChecklistTable({ rows, hasKlasa, caption }: Props) {
  const allBatches = useMemo(() => chunk(rows, BATCH_SIZE), [rows]);
  const visible = useProgressiveCount(rows.length, FIRST_ROWS, ROWS_PER_STEP);
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
          batches.map((batch) => <RowBatch key={batch.start} start={batch.start} rows={batch.rows} hasKlasa={hasKlasa} />)
        )}
      </table>
    </div>
  );
}

/**
 * One batch of rows; memoised so that adding a batch does not re-render the ones before it. Its row count lets CSS
 * estimate its height while the browser skips it off screen.
 */
const RowBatch = memo(function RowBatch({ start, rows, hasKlasa }: Batch & { hasKlasa: boolean }) {
  return (
    <tbody style={{ '--rows': rows.length } as CSSProperties}>
      {rows.map(([klasa, rendi, familja, lloji, referenca], index) => (
        <tr key={start + index}>
          <td className="col-nr">{start + index + 1}</td>
          {hasKlasa ? <td className="col-taxon">{klasa}</td> : null}
          <td className="col-taxon">{rendi}</td>
          <td className="col-taxon">{familja}</td>
          <td className="col-species">
            <ScientificName name={lloji} />
          </td>
          <td className="col-reference">{referenca}</td>
        </tr>
      ))}
    </tbody>
  );
});

function chunk(rows: readonly ViewRow[], size: number): Batch[] {
  const batches: Batch[] = [];
  for (let start = 0; start < rows.length; start += size) batches.push({ start, rows: rows.slice(start, start + size) });
  return batches;
}
