import { useId } from 'react';
import type { ChecklistSortColumn } from '../../config/paths.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { isDefaultView, type ExploreChoices, type TaxonOptions } from './checklist-explore.ts';

type Props = {
  choices: ExploreChoices;
  onChange: (next: ExploreChoices) => void;
  options: TaxonOptions;
  hasKlasa: boolean;
  /** Whether the list has endemic species at all (the checkbox is offered only then). */
  hasEndemic: boolean;
  onDownload: () => void;
};

const SORT_COLUMNS: ChecklistSortColumn[] = ['nr', 'klasa', 'rendi', 'familja', 'lloji', 'referenca'];

/** Filters (order, family, endemic), sorting, grouping and the download of the view, above a checklist's table. */
export function ChecklistExploreControls({ choices, onChange, options, hasKlasa, hasEndemic, onDownload }: Props) {
  const id = useId();
  const m = useMessages().checklist;
  const families = choices.order ? options.families.filter((family) => family.order === choices.order) : options.families;
  // A family chosen from an address that names another order still shows as chosen.
  const familyListed = !choices.family || families.some((family) => family.name === choices.family);
  const set = (change: Partial<ExploreChoices>) => onChange({ ...choices, ...change });

  return (
    <div className="checklist-explore" role="group" aria-label={m.explore}>
      <div className="explore-field">
        <label className="form-label" htmlFor={`${id}-order`}>{m.columns.rendi}</label>
        <select className="form-control" id={`${id}-order`} value={choices.order ?? ''} onChange={(event) => set({ order: event.target.value || undefined, family: undefined })}>
          <option value="">{m.allOrders}</option>
          {choices.order && !options.orders.some((order) => order.name === choices.order) ? <option value={choices.order}>{choices.order}</option> : null}
          {options.orders.map((order) => (
            <option key={order.name} value={order.name}>
              {order.name} ({order.count})
            </option>
          ))}
        </select>
      </div>
      <div className="explore-field">
        <label className="form-label" htmlFor={`${id}-family`}>{m.columns.familja}</label>
        <select className="form-control" id={`${id}-family`} value={choices.family ?? ''} onChange={(event) => set({ family: event.target.value || undefined })}>
          <option value="">{m.allFamilies}</option>
          {familyListed ? null : <option value={choices.family}>{choices.family}</option>}
          {families.map((family) => (
            <option key={family.name} value={family.name}>
              {family.name} ({family.count})
            </option>
          ))}
        </select>
      </div>
      <div className="explore-field">
        <label className="form-label" htmlFor={`${id}-sort`}>{m.sortBy}</label>
        <div className="explore-sort">
          <select
            className="form-control"
            id={`${id}-sort`}
            value={choices.sort ?? 'nr'}
            onChange={(event) => {
              const sort = event.target.value as ChecklistSortColumn;
              set(sort === 'nr' && choices.dir !== 'desc' ? { sort: undefined, dir: undefined } : { sort, dir: choices.dir ?? 'asc' });
            }}
          >
            {SORT_COLUMNS.filter((column) => hasKlasa || column !== 'klasa').map((column) => (
              <option key={column} value={column}>
                {m.columns[column]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="form-control explore-direction"
            aria-pressed={choices.dir === 'desc'}
            onClick={() => set({ sort: choices.sort ?? 'nr', dir: choices.dir === 'desc' ? 'asc' : 'desc' })}
          >
            {m.descending}
          </button>
        </div>
      </div>
      <div className="explore-checks">
        {hasEndemic || choices.endemic ? (
          <label>
            <input type="checkbox" checked={choices.endemic === true} onChange={(event) => set({ endemic: event.target.checked || undefined })} /> {m.endemicOnly}
          </label>
        ) : null}
        <label>
          <input type="checkbox" checked={choices.view === 'grouped'} onChange={(event) => set({ view: event.target.checked ? 'grouped' : undefined })} /> {m.groupByOrderAndFamily}
        </label>
      </div>
      <div className="explore-actions">
        {isDefaultView(choices) ? null : (
          <button type="button" className="form-control explore-reset" onClick={() => onChange({})}>
            {m.resetChoices}
          </button>
        )}
        <button type="button" className="form-control explore-download" onClick={onDownload}>
          {m.downloadView}
        </button>
      </div>
    </div>
  );
}
