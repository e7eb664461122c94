import { Suspense, useEffect } from 'react';
import { Await, useLocation, useNavigate } from 'react-router';
import { CiteThisPage } from '../../components/cite-this-page.tsx';
import { checklistDataUrl, darwinCoreArchiveUrl, paths } from '../../config/paths.ts';
import type { DataErrorState } from '../../components/data-error-state.ts';
import { ChecklistSearch, useFilteredRows, useSearchQuery } from './checklist-search.tsx';
import { ChecklistTable } from './checklist-table.tsx';
import type { ChecklistView } from './checklist-view.ts';

type Props = { groupName: string; checklist: ChecklistView | Promise<ChecklistView> };

/** One animal group's checklist: prerendered with its table, or fetched (with a loading message) after navigation. */
export function ChecklistPage({ groupName, checklist }: Props) {
  return (
    <article className="checklist-page">
      {checklist instanceof Promise ? (
        <Suspense fallback={<ChecklistLoading groupName={groupName} />}>
          <Await resolve={checklist} errorElement={<GoToErrorPage />}>
            {(loaded) => <ChecklistContent groupName={groupName} checklist={loaded} />}
          </Await>
        </Suspense>
      ) : (
        <ChecklistContent groupName={groupName} checklist={checklist} />
      )}
      <CiteThisPage title={groupName} />
    </article>
  );
}

function ChecklistHeading({ groupName, children }: { groupName: string; children?: React.ReactNode }) {
  return (
    <header className="checklist-header">
      <h1 className="page-title">{groupName}</h1>
      {children}
    </header>
  );
}

function ChecklistLoading({ groupName }: { groupName: string }) {
  return (
    <>
      <ChecklistHeading groupName={groupName} />
      <p className="checklist-loading" role="status">
        Loading...
      </p>
    </>
  );
}

function ChecklistContent({ groupName, checklist }: { groupName: string; checklist: ChecklistView }) {
  const { summary } = checklist;
  const [query, setQuery] = useSearchQuery();
  const filtered = useFilteredRows(checklist.rows, query);
  const searching = filtered.positions !== undefined;
  return (
    <>
      <ChecklistHeading groupName={groupName}>
        <ul className="checklist-counts" aria-label="Numri i llojeve dhe familjeve">
          <li>
            <strong>{summary.species}</strong> {summary.species === 1 ? 'lloj' : 'lloje'}
          </li>
          <li>
            <strong>{summary.families}</strong> familje
          </li>
        </ul>
        <a className="checklist-download" href={checklistDataUrl(groupName)} download={`${groupName}.csv`}>
          Shkarko listën (CSV)
        </a>
        <a className="checklist-download" href={darwinCoreArchiveUrl()} download>
          Të gjitha listat si Darwin Core Archive
        </a>
      </ChecklistHeading>
      {checklist.rows.length > 0 ? (
        <ChecklistSearch rows={checklist.rows} query={query} onQueryChange={setQuery} shown={filtered.query === query ? filtered.rows.length : null} />
      ) : null}
      {/* The whole list stays rendered while a search shows its results in a table of their own. */}
      <ChecklistTable rows={checklist.rows} hasKlasa={checklist.hasKlasa} caption={`Lista e llojeve: ${groupName}`} hidden={searching} />
      {searching ? (
        <ChecklistTable
          rows={filtered.rows}
          positions={filtered.positions}
          hasKlasa={checklist.hasKlasa}
          caption={`Lista e llojeve: ${groupName}, rreshtat që përmbajnë „${query.trim()}“`}
          noMatches={<>Asnjë rresht nuk përmban „{query.trim()}“.</>}
        />
      ) : null}
    </>
  );
}

/** A failed load (bad status, not CSV, network down, aborted) sends the visitor to the error page. */
function GoToErrorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const state: DataErrorState = { from: location.pathname };
    void navigate(paths.error.href(), { state });
  }, [navigate, location.pathname]);
  return null;
}
