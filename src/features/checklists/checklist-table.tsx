import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { ViewRow } from './checklist-view.ts';
import { SpeciesNameLink } from '../../components/scientific-name.tsx';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { EndemicBadge } from './endemic-badge.tsx';
import { CitationLinks } from '../../components/citation-links.tsx';
import { useMessages } from '../../i18n/messages.tsx';
import { useChecklistCitations } from './checklist-citations.ts';
import { citationsFor } from './checklist-view.ts';
import { useProgressiveCount } from './use-progressive-count.ts';
import './checklist-table.css';

/**
 * Rows per <tbody>: the unit the browser lays out when it comes near the view, each batch in full. 20 rows are under
 * three screens of a phone (decision 0054). Even, so that the stripes (every second row of a batch) run on unbroken.
 */
const BATCH_SIZE = 20;
/** After a client-side navigation: rows in the first render, then rows added per step (multiples of BATCH_SIZE). */
const FIRST_ROWS = 100;
const ROWS_PER_STEP = 500;
/** Rows removed per step from a discarded table (a multiple of BATCH_SIZE). */
const ROWS_PER_REMOVAL = 2000;

type Props = {
  rows: readonly ViewRow[];
  hasKlasa: boolean;
  caption: string;
  /** Each row's position in the whole list (0-based) when `rows` is a selection of it; its Nr is that position. */
  positions?: readonly number[];
  /** Shown across the table when a selection is empty (an empty list shows 'No data available'). */
  noMatches?: ReactNode;
  /** Kept with its rendering, but not shown (nor read out): hiding and showing a long list back is then instant. */
  hidden?: boolean;
  /** Hidden, and its rows removed a step at a time; shown again, they render again from the first ones. */
  discarded?: boolean;
  /** The header row, when it is not the plain one (the sort buttons). */
  head?: ReactNode;
  /** Positions (0-based, in the whole list) of the endemic species' rows: they carry a badge. */
  endemic?: ReadonlySet<number>;
};
type Batch = { start: number; rows: readonly ViewRow[]; positions: readonly number[] | undefined };

export function ChecklistTable({ rows, hasKlasa, caption, positions, noMatches, hidden = false, discarded = false, head, endemic }: Props) {
  const allBatches = useMemo(() => chunk(rows, positions, BATCH_SIZE), [rows, positions]);
  const steps = { first: FIRST_ROWS, step: ROWS_PER_STEP, resetKey: positions, removeStep: ROWS_PER_REMOVAL };
  const visible = useProgressiveCount(discarded ? 0 : rows.length, steps);
  const concealed = hidden || discarded;
  const columns = hasKlasa ? 6 : 5;
  const batches = allBatches.slice(0, Math.ceil(visible / BATCH_SIZE));
  const onClick = useRouteLinkNavigation();
  const m = useMessages().checklist;

  return (
    <div className="checklist-scroll" data-hidden={concealed || undefined} aria-hidden={concealed || undefined} inert={concealed}>
      <table className="checklist-table" data-has-klasa={hasKlasa || undefined} onClick={onClick}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {head ?? (
            <tr>
              <th scope="col" className="col-nr">
                {m.columns.nr}
              </th>
              {hasKlasa ? <th scope="col">{m.columns.klasa}</th> : null}
              <th scope="col">{m.columns.rendi}</th>
              <th scope="col">{m.columns.familja}</th>
              <th scope="col">{m.columns.lloji}</th>
              <th scope="col">{m.columns.referenca}</th>
            </tr>
          )}
        </thead>
        {rows.length === 0 ? (
          <tbody>
            <tr>
              {positions && noMatches ? (
                <td colSpan={columns} className="checklist-empty checklist-no-matches">
                  {noMatches}
                </td>
              ) : (
                <td colSpan={2} className="checklist-empty">
                  {m.noData}
                </td>
              )}
            </tr>
          </tbody>
        ) : (
          batches.map((batch) => <RowBatch key={batch.start} {...batch} hasKlasa={hasKlasa} endemic={endemic} />)
        )}
      </table>
    </div>
  );
}

/**
 * One batch of rows; memoised so that adding a batch does not re-render the ones before it. Its row count lets CSS
 * estimate its height while the browser skips it off screen.
 */
const RowBatch = memo(function RowBatch({ start, rows, positions, hasKlasa, endemic }: Batch & { hasKlasa: boolean; endemic?: ReadonlySet<number> | undefined }) {
  const citations = useChecklistCitations();
  return (
    <tbody style={{ '--rows': rows.length } as CSSProperties}>
      {rows.map((row, index) => {
        const [klasa, rendi, familja, lloji, referenca] = row;
        const view = citationsFor(citations, row);
        return (
        <tr key={start + index}>
          <td className="col-nr">{(positions?.[index] ?? start + index) + 1}</td>
          {hasKlasa ? <td className="col-taxon">{klasa}</td> : null}
          <td className="col-taxon">{rendi}</td>
          <td className="col-taxon">{familja}</td>
          <td className="col-species">
            <SpeciesNameLink name={lloji} />
            {endemic?.has(positions?.[index] ?? start + index) ? <EndemicBadge /> : null}
          </td>
          <td className="col-reference">{view ? <CitationLinks view={view} /> : referenca}</td>
        </tr>
        );
      })}
    </tbody>
  );
});

function chunk(rows: readonly ViewRow[], positions: readonly number[] | undefined, size: number): Batch[] {
  const batches: Batch[] = [];
  for (let start = 0; start < rows.length; start += size) {
    batches.push({ start, rows: rows.slice(start, start + size), positions: positions?.slice(start, start + size) });
  }
  return batches;
}
