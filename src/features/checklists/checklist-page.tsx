import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CiteThisPage } from '../../components/cite-this-page.tsx';
import { checklistDataUrl, darwinCoreArchiveUrl, inEdition, paths } from '../../config/paths.ts';
import type { DataErrorState } from '../../components/data-error-state.ts';
import { ChecklistCitationsProvider, fetchCitations } from './checklist-citations.ts';
import { ChecklistExplorer } from './checklist-explorer.tsx';
import type { ChecklistView } from './checklist-view.ts';
import { fetchChecklist } from './fetch-checklist.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { GroupLabel, groupLabel } from '../../components/group-label.tsx';
import { useSettled } from './use-settled.ts';
import { shownChecklists } from './parsed-checklists.ts';

/** `endemic`: the species keys of the endemic page (see endemicKeys), for the badges and the endemic filter. */
type Props = { groupName: string; checklist: ChecklistView | Promise<ChecklistView>; endemic: readonly string[] | Promise<readonly string[]> };

/** One animal group's checklist: prerendered with its table, or fetched (with a loading message) after navigation. */
export function ChecklistPage({ groupName, checklist, endemic }: Props) {
  const { locale } = useMessages();
  const pending = useMemo(() => (checklist instanceof Promise || endemic instanceof Promise ? Promise.all([checklist, endemic]) : null), [checklist, endemic]);
  return (
    <article className="checklist-page">
      {pending ? (
        <FetchedChecklist groupName={groupName} pending={pending} />
      ) : (
        <ChecklistContent groupName={groupName} checklist={checklist as ChecklistView} endemic={endemic as readonly string[]} />
      )}
      <CiteThisPage title={groupLabel(groupName, locale).text} />
    </article>
  );
}

/** After a navigation: the loading message until the list has been fetched and parsed, then the list at once. */
function FetchedChecklist({ groupName, pending }: { groupName: string; pending: Promise<[ChecklistView, readonly string[]]> }) {
  const loaded = useSettled(pending);
  if (loaded.status === 'rejected') return <GoToErrorPage />;
  if (loaded.status === 'pending') return <ChecklistLoading groupName={groupName} />;
  const [checklist, endemic] = loaded.value;
  return <ChecklistContent groupName={groupName} checklist={checklist} endemic={endemic} />;
}

function ChecklistHeading({ groupName, children }: { groupName: string; children?: React.ReactNode }) {
  return (
    <header className="checklist-header">
      <h1 className="page-title">
        <GroupLabel name={groupName} />
      </h1>
      {children}
    </header>
  );
}

function ChecklistLoading({ groupName }: { groupName: string }) {
  const m = useMessages().checklist;
  return (
    <>
      <ChecklistHeading groupName={groupName} />
      <p className="checklist-loading" role="status">
        {m.loading}
      </p>
    </>
  );
}

/**
 * The whole list: the view itself, or, when it holds only a long list's first rows (see ChecklistView.rowCount),
 * those until the whole list has been fetched after hydration. On failure the first rows stay, and say so.
 */
function useWholeChecklist(groupName: string, view: ChecklistView): { checklist: ChecklistView; failed: boolean } {
  const [whole, setWhole] = useState<ChecklistView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (view.rowCount === undefined) return;
    const controller = new AbortController();
    Promise.all([fetchChecklist(groupName, controller.signal, 'worker'), fetchCitations(groupName, controller.signal)]).then(
      ([fetched, citations]) => startTransition(() => setWhole({ ...fetched, citations })),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [groupName, view]);
  return { checklist: whole ?? view, failed };
}

function ChecklistContent({ groupName, checklist: view, endemic }: { groupName: string; checklist: ChecklistView; endemic: readonly string[] }) {
  const { checklist, failed } = useWholeChecklist(groupName, view);
  useEffect(() => shownChecklists.keep(groupName, checklist), [groupName, checklist]);
  const { summary } = checklist;
  const m = useMessages().checklist;
  return (
    <>
      <ChecklistHeading groupName={groupName}>
        <ul className="checklist-counts" aria-label={m.counts}>
          <li>
            <strong>{summary.species}</strong> {m.speciesWord(summary.species)}
          </li>
          <li>
            <strong>{summary.families}</strong> {m.familiesWord(summary.families)}
          </li>
        </ul>
        <a className="checklist-download" href={checklistDataUrl(groupName)} download={`${groupName}.csv`}>
          {m.download}
        </a>
        <a className="checklist-download" href={darwinCoreArchiveUrl()} download>
          {m.allAsArchive}
        </a>
      </ChecklistHeading>
      {checklist.rowCount !== undefined ? (
        <p className="checklist-partial" role="status">
          {failed
            ? m.partialFailed(checklist.rows.length, checklist.rowCount)
            : m.partialLoading(checklist.rows.length, checklist.rowCount)}
        </p>
      ) : null}
      <ChecklistCitationsProvider value={checklist.citations ?? null}>
        <ChecklistExplorer groupName={groupName} checklist={checklist} endemicKeys={endemic} />
      </ChecklistCitationsProvider>
    </>
  );
}

/** A failed load (bad status, not CSV, network down, aborted) sends the visitor to the error page. */
function GoToErrorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { locale } = useMessages();
  useEffect(() => {
    const state: DataErrorState = { from: location.pathname };
    void navigate(inEdition(locale, paths.error.href()), { state });
  }, [navigate, location.pathname, locale]);
  return null;
}
