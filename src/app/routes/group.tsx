import type { Route } from './+types/group';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf, useMessages } from '../../i18n/messages.tsx';
import { checklistDataFile, COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE } from '../../config/paths.ts';
import { DatasetJsonLd } from '../../components/dataset-json-ld.tsx';
import { groupLabel } from '../../components/group-label.tsx';
import { citationView, rowCitations, rowTaxon } from '../../content/derived/citations.ts';
import { loadChecklist, loadValidContent } from '../../content/node/load-content.server.ts';
import { fetchCitations } from '../../features/checklists/checklist-citations.ts';
import { ChecklistPage } from '../../features/checklists/checklist-page.tsx';
import { checklistView, firstRowsOf } from '../../features/checklists/checklist-view.ts';
import { PRERENDERED_ROWS } from '../../features/checklists/use-progressive-count.ts';
import { fetchChecklist } from '../../features/checklists/fetch-checklist.ts';
import { shownChecklists } from '../../features/checklists/parsed-checklists.ts';
import { endemicKeysIn } from '../../features/checklists/endemic-species.ts';
import endemicSpecies from 'virtual:fauna/endemic-keys';
import speciesAddresses from 'virtual:fauna/species-addresses';
import { SpeciesAddressesProvider } from '../../components/scientific-name.tsx';

/** The group name is the last path segment: `/families/Pakurrizoret%20tjer%C3%AB` → `Pakurrizoret tjerë`. */
function groupNameOf(url: string): string {
  const segment = new URL(url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return decodeURIComponent(segment).normalize('NFC');
}

// At build time: the table goes into the prerendered HTML.
export function loader({ request }: Route.LoaderArgs) {
  const groupName = groupNameOf(request.url);
  const whole = checklistView(loadChecklist(groupName));
  // A very long list: the rows its HTML shows; the page fetches the rest after hydration, in a worker (decision 0042).
  const view = firstRowsOf(whole, PRERENDERED_ROWS);
  const { resolve } = loadValidContent().citations;
  const checklist = { ...view, citations: rowCitations(view.rows, (cell, row) => citationView(resolve(cell, row && { group: groupName, ...rowTaxon(row) }))) };
  // Only the endemic species of this list go into the page (its badges and its endemic filter).
  return { groupName, checklist, endemic: endemicKeysIn(whole.rows, endemicSpecies) };
}

// After a client-side navigation: the page shows at once, the CSV arrives behind a loading message; a list this tab
// has shown before (Back to it) is there at once (decision 0049).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const groupName = groupNameOf(request.url);
  const shown = shownChecklists.get(groupName);
  if (shown) return { groupName, checklist: shown, endemic: endemicSpecies };
  const checklist = Promise.all([fetchChecklist(groupName, request.signal, 'page'), fetchCitations(groupName, request.signal)]).then(([view, citations]) => ({ ...view, citations }));
  checklist.catch(() => {}); // handled by the page (it goes to /error); keeps the rejection from going unhandled
  return { groupName, checklist, endemic: endemicSpecies };
}

/** A change of the checklist's view (search, filters, sorting, grouping: the address's query) loads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const messages = messagesOf(matches);
  const label = loaderData ? groupLabel(loaderData.groupName, messages.locale).text : null;
  return pageMeta(label, messages.checklist.metaDescription(label ?? ''), location);
};

export default function GroupRoute({ loaderData }: Route.ComponentProps) {
  const { groupName } = loaderData;
  const messages = useMessages();
  const label = groupLabel(groupName, messages.locale).text;
  const downloads = [
    { path: checklistDataFile(groupName), encodingFormat: 'text/csv' },
    { path: DARWIN_CORE_ARCHIVE_FILE, encodingFormat: 'application/zip' },
    { path: COLDP_FILE, encodingFormat: 'application/zip' },
  ];
  return (
    <>
      <DatasetJsonLd title={label} description={messages.checklist.metaDescription(label)} keywords={[...new Set([groupName, label])]} downloads={downloads} />
      <SpeciesAddressesProvider value={speciesAddresses}>
        <ChecklistPage key={groupName} groupName={groupName} checklist={loaderData.checklist} endemic={loaderData.endemic} />
      </SpeciesAddressesProvider>
    </>
  );
}
