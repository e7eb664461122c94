import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checklistSearch, parseChecklistQuery } from '../../config/paths.ts';
import type { ExploreChoices } from './checklist-explore.ts';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** The address's choices without the search (`q` changes as one types; the choices' memo must not). */
const choicesInUrl = () => checklistSearch({ ...parseChecklistQuery(window.location.search), q: undefined });
/** The prerendered page is the default view; React hydrates with it, then renders again with the address's. */
const defaultView = () => '';

/**
 * The checklist's choices (order, family, endemic, sort, grouping), kept in the address. A change is a router
 * navigation that pushes a history entry (Back and Forward restore it) without loading the list again (the route's
 * shouldRevalidate) and without scrolling; the search text `q` in the address is kept.
 */
export function useChecklistChoices(): [ExploreChoices, (next: ExploreChoices) => void] {
  useLocation(); // renders again after each router navigation, so that the snapshot below is read anew
  const search = useSyncExternalStore(subscribe, choicesInUrl, defaultView);
  // `search` holds no `q` (see choicesInUrl).
  const inUrl = useMemo((): ExploreChoices => parseChecklistQuery(search), [search]);
  // Shown at once while the router navigates (a checkbox must not flip back meanwhile); the address wins once it changes.
  const [pending, setPending] = useState<ExploreChoices | null>(null);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    setPending(null);
  }
  // Back or Forward: the address decides, even when it is the one the choice was made on (the router renders its
  // own change as a transition, which a Back before it is shown replaces, so `search` may never have changed).
  useEffect(() => {
    const dropPending = () => setPending(null);
    window.addEventListener('popstate', dropPending);
    return () => window.removeEventListener('popstate', dropPending);
  }, []);
  const navigate = useNavigate();
  const setChoices = (next: ExploreChoices) => {
    setPending(next);
    const { q } = parseChecklistQuery(window.location.search);
    void navigate({ search: checklistSearch({ ...next, q }) }, { preventScrollReset: true });
  };
  return [seen === search && pending ? pending : inUrl, setChoices];
}
