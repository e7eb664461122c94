import { useMemo } from 'react';
import type { Route } from './+types/references';
import references from 'virtual:fauna/references';
import { pageMeta } from '../../config/page-meta.ts';
import { messagesOf } from '../../i18n/messages.tsx';
import { speciesByReference } from '../../content/derived/citations.ts';
import { loadValidContent } from '../../content/node/load-content.server.ts';
import { speciesKey } from '../../content/parse/species-identity.ts';
import { ReferencesPage } from '../../features/references/references-page.tsx';
import { supportedSpecies } from '../../features/references/supported-species.ts';
import { supportedSpeciesData } from '../../features/references/supported-species.server.ts';

// At build time: for each entry, the species whose records cite it (each a link to its species page).
export function loader() {
  const { checklists, citations, species } = loadValidContent();
  const slugOf = new Map(species.species.map((entry) => [entry.key, entry.slug]));
  const rows = [...checklists].flatMap(([group, checklist]) => checklist.rows.map((row) => ({ ...row, group })));
  return supportedSpeciesData(speciesByReference(rows, citations.resolve, speciesKey), slugOf);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const m = messagesOf(matches).references;
  return pageMeta(m.title, m.metaDescription(references.length), location);
};

export default function ReferencesRoute({ loaderData }: Route.ComponentProps) {
  const supports = useMemo(() => supportedSpecies(loaderData), [loaderData]);
  return <ReferencesPage references={references} supports={supports} />;
}
