import { useMemo } from 'react';
import { queryTerms } from './checklist-filter.ts';
import { explorePositions, groupByOrderAndFamily, isDefaultView, taxonOptions, type ExploreChoices } from './checklist-explore.ts';
import { ChecklistExploreControls } from './checklist-explore-controls.tsx';
import { ChecklistGroups } from './checklist-groups.tsx';
import { ChecklistSearch, useFilteredRows, useSearchQuery } from './checklist-search.tsx';
import { ChecklistSortHeader } from './checklist-sort-header.tsx';
import { ChecklistTable } from './checklist-table.tsx';
import type { ChecklistView } from './checklist-view.ts';
import { endemicPositions } from './endemic-species.ts';
import { useChecklistChoices } from './use-checklist-choices.ts';
import { useRowScrollMemory } from './use-row-scroll-memory.ts';
import { PRERENDERED_ROWS } from './use-progressive-count.ts';
import { useMessages, type Messages } from '../../i18n/messages.tsx';
import './checklist-explore.css';
import { groupLabel } from '../../components/group-label.tsx';

type Props = { groupName: string; checklist: ChecklistView; endemicKeys: readonly string[] };

/** What a view shows besides the search, in words: for the live status and the table's caption. */
function describeChoices(choices: ExploreChoices, m: Messages['checklist']): string[] {
  return [
    choices.order ? m.choiceOrder(choices.order) : null,
    choices.family ? m.choiceFamily(choices.family) : null,
    choices.endemic ? m.choiceEndemic : null,
    choices.sort ? m.choiceSort(m.columns[choices.sort], choices.dir === 'desc') : null,
    choices.view === 'grouped' ? m.choiceGrouped : null,
  ].filter((part): part is string => part !== null);
}

/**
 * A checklist's search, filters, sorting and grouping, and the table they leave. The default view (no choice in the
 * address) is the whole table; any other view shows its rows in a table (or tables, grouped) of its own while the
 * whole list stays rendered but hidden, so going back to it is instant and lands where the visitor was. A list longer
 * than its HTML holds (no real checklist; the benchmark's 20,000 rows) lets that copy go under a choice other than
 * the search, a step at a time: two copies of it would double the page's memory and the browser's garbage-collection
 * pauses, which then land in any later step (decision 0045).
 */
export function ChecklistExplorer({ groupName, checklist, endemicKeys }: Props) {
  const { rows, hasKlasa } = checklist;
  const { checklist: m, locale } = useMessages();
  // The caption names the group as the page's heading does (a plain string: an English page's Albanian label stays unmarked here).
  const label = groupLabel(groupName, locale).text;
  const [query, writeQuery] = useSearchQuery();
  const filtered = useFilteredRows(rows, query);
  const { leaveEntry, searchWritten } = useRowScrollMemory(filtered.query);
  const setQuery = (next: string) => {
    writeQuery(next);
    searchWritten();
  };
  const [choices, navigateToChoices] = useChecklistChoices();
  const setChoices = (next: ExploreChoices) => {
    leaveEntry();
    navigateToChoices(next);
  };
  const endemic = useMemo(() => endemicPositions(rows, endemicKeys), [rows, endemicKeys]);
  const exploring = !isDefaultView(choices);
  const letWholeListGo = exploring && rows.length > PRERENDERED_ROWS;
  const explored = useMemo(() => (exploring ? explorePositions(rows, filtered.positions, choices, endemic) : null), [exploring, rows, filtered.positions, choices, endemic]);
  const groups = useMemo(() => (explored && choices.view === 'grouped' ? groupByOrderAndFamily(rows, explored, choices.sort) : null), [explored, rows, choices.view, choices.sort]);
  const positions = explored ?? filtered.positions;
  const shownRows = useMemo(() => (explored ? explored.map((position) => rows[position]!) : filtered.rows), [explored, rows, filtered.rows]);

  const searching = queryTerms(query).length > 0;
  const caughtUp = filtered.query === query;
  const parts = describeChoices(choices, m);
  const status = (searching || exploring) && caughtUp ? [m.rowsShown(shownRows.length, rows.length), ...parts].join(' · ') : '';
  const trimmed = query.trim();
  const caption = [m.caption(label), ...(searching ? [m.captionQuery(trimmed)] : []), ...parts].join(', ');
  const noMatches = exploring ? m.noMatchesChoices(searching ? trimmed : null) : m.noMatchesQuery(trimmed);

  const head = <ChecklistSortHeader hasKlasa={hasKlasa} sort={choices.sort} dir={choices.dir} onSort={(sort, dir) => setChoices({ ...choices, sort, dir })} />;
  const download = () => {
    const shown = groups ? groups.flatMap((order) => order.families.flatMap((family) => family.positions)) : (positions ?? rows.map((_, position) => position));
    void import('./checklist-download.ts').then(({ downloadView }) => downloadView(groupName, rows, shown, m.selectionFile(groupName)));
  };

  if (rows.length === 0) return <ChecklistTable rows={rows} hasKlasa={hasKlasa} caption={m.caption(label)} />;
  return (
    <>
      <ChecklistSearch rows={rows} query={query} onQueryChange={setQuery} shown={caughtUp ? shownRows.length : null} status={status} />
      <ChecklistExploreControls
        choices={choices}
        onChange={setChoices}
        options={taxonOptions(rows)}
        hasKlasa={hasKlasa}
        hasEndemic={endemic.size > 0}
        onDownload={download}
      />
      {/* The whole list stays rendered while another view shows its rows in a table of its own (see above). */}
      <ChecklistTable rows={rows} hasKlasa={hasKlasa} caption={m.caption(label)} hidden={positions !== undefined} discarded={letWholeListGo} head={head} endemic={endemic} />
      {groups && groups.length > 0 ? (
        <ChecklistGroups rows={rows} groups={groups} hasKlasa={hasKlasa} head={head} endemic={endemic} caption={caption} />
      ) : positions !== undefined ? (
        <ChecklistTable rows={shownRows} positions={positions} hasKlasa={hasKlasa} caption={caption} noMatches={noMatches} head={head} endemic={endemic} />
      ) : null}
    </>
  );
}
