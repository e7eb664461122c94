import { useMemo, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import type { OrderGroup } from './checklist-explore.ts';
import { ChecklistTable } from './checklist-table.tsx';
import type { ViewRow } from './checklist-view.ts';
import { useClosedSections } from './use-closed-sections.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

type Props = {
  rows: readonly ViewRow[];
  groups: readonly OrderGroup[];
  hasKlasa: boolean;
  head: ReactNode;
  endemic: ReadonlySet<number>;
  /** Names the view, e.g. 'Lista e llojeve: Lepidoptera': each family's table is captioned '…, familja X'. */
  caption: string;
};

/** Rendered at once after a change, then added per step (each family's table also renders its own rows by steps). */
const FIRST_ROWS = 100;
const ROWS_PER_STEP = 500;

const anchor = (kind: 'rendi' | 'familja', name: string) => `${kind}-${name.replace(/\s+/g, '_') || '_'}`;

/** Opens the collapsed sections around the target of a jump from the summary. */
function openTarget(id: string) {
  for (let element = document.getElementById(id); element; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement) element.open = true;
  }
}

/** The shown rows under collapsible headings of their order and family, with a summary on top that jumps to each. */
export function ChecklistGroups({ rows, groups, hasKlasa, head, endemic, caption }: Props) {
  const m = useMessages().checklist;
  const families = useMemo(() => familiesWithStart(rows, groups), [rows, groups]);
  const total = families.reduce((sum, family) => sum + family.positions.length, 0);
  const visible = useProgressiveCount(total, { first: FIRST_ROWS, step: ROWS_PER_STEP, resetKey: groups });
  const { isClosed, toggled } = useClosedSections();
  const section = (id: string) => ({ id, open: !isClosed(id), onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => toggled(id, event.currentTarget.open) });

  return (
    <div className="checklist-groups">
      <nav className="checklist-groups-summary" aria-label={m.ordersAndFamilies}>
        <ul>
          {groups.map((order) => (
            <li key={order.order}>
              <a href={`#${anchor('rendi', order.order)}`} onClick={() => openTarget(anchor('rendi', order.order))}>
                {order.order || m.noName}
              </a>{' '}
              <span className="group-count">{order.count}</span>
              <ul>
                {order.families.map((family) => (
                  <li key={family.family}>
                    <a href={`#${anchor('familja', family.family)}`} onClick={() => openTarget(anchor('familja', family.family))}>
                      {family.family || m.noName}
                    </a>{' '}
                    <span className="group-count">{family.positions.length}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((order) => (
        <details key={order.order} className="checklist-order" {...section(anchor('rendi', order.order))}>
          <summary>
            <h2>
              {order.order || m.noName} — {m.speciesCount(order.count)}
            </h2>
          </summary>
          {families
            .filter((family) => family.order === order.order)
            .map((family) => (
              <details key={family.family} className="checklist-family" {...section(anchor('familja', family.family))}>
                <summary>
                  <h3>
                    {family.family || m.noName} — {m.speciesCount(family.positions.length)}
                  </h3>
                </summary>
                {family.start < visible ? (
                  <ChecklistTable
                    rows={family.rows}
                    positions={family.positions}
                    hasKlasa={hasKlasa}
                    head={head}
                    endemic={endemic}
                    caption={`${caption}, ${m.captionFamily(family.family || m.noName)}`}
                  />
                ) : null}
              </details>
            ))}
        </details>
      ))}
    </div>
  );
}

/** Every family of the view with its rows and the index of its first row in the whole view. */
function familiesWithStart(rows: readonly ViewRow[], groups: readonly OrderGroup[]) {
  const families = [];
  let start = 0;
  for (const order of groups) {
    for (const family of order.families) {
      families.push({ order: order.order, ...family, start, rows: family.positions.map((position) => rows[position]!) });
      start += family.positions.length;
    }
  }
  return families;
}
