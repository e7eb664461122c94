import type { Route } from './+types/species';
import { CiteThisPage } from '../../components/cite-this-page.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { groupLabel } from '../../components/group-label.tsx';
import { pageMeta, publicUrl } from '../../config/page-meta.ts';
import { messagesOf, useMessages, type Messages } from '../../i18n/messages.tsx';
import { inEdition as editionPath, paths } from '../../config/paths.ts';
import { typesetScientificName } from '../../content/parse/scientific-name.ts';
import { breadcrumbJsonLd, taxonJsonLd } from '../../content/derived/structured-data.ts';
import { runsText } from '../../content/derived/names-in-text.ts';
import { loadRemovedPage, loadRenamedPage, loadSpeciesPage } from '../../features/species/species-data.server.ts';
import { loadSpeciesHistory } from '../../content/node/releases.server.ts';
import { SpeciesPage } from '../../features/species/species-page.tsx';
import { speciesTrail } from '../../features/species/species-trail.ts';
import { RenamedPage } from '../../features/species/renamed-page.tsx';
import { RemovedPage } from '../../features/species/removed-page.tsx';
import { NotFoundPage, notFoundMeta } from '../../features/errors/not-found-page.tsx';
import type { SpeciesPageData } from '../../features/species/species-page-data.ts';

// Prerendered: the page's data is written at build time and fetched as a .data file after a client navigation.
// An old name's address (renames.csv) gets a page that leads to the species' own; a species an earlier release
// listed, one that says which versions listed it and which is current.
export function loader({ params }: Route.LoaderArgs) {
  const renamed = loadRenamedPage(params.slug);
  if (renamed) return { species: null, history: null, renamed, removed: null };
  const removed = loadRemovedPage(params.slug);
  if (removed) return { species: null, history: null, renamed: null, removed };
  const species = loadSpeciesPage(params.slug);
  return { species, history: species && loadSpeciesHistory(species.key), renamed: null, removed: null };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const renamed = loaderData?.renamed;
  if (renamed) {
    // Its canonical address is the species page's (in the same edition).
    const messages = messagesOf(matches);
    const name = typesetScientificName(renamed.name).canonical ?? renamed.name;
    const current = editionPath(messages.locale, paths.species.href(renamed.current.slug));
    return pageMeta(name, messages.species.renamedMetaDescription(name, renamed.current.key), location, current);
  }
  const removed = loaderData?.removed;
  if (removed) {
    const name = typesetScientificName(removed.name).canonical ?? removed.name;
    return pageMeta(name, messagesOf(matches).species.removedMetaDescription(name, removed.versions.at(-1) ?? removed.removedIn - 1), location);
  }
  const species = loaderData?.species;
  if (!species) return notFoundMeta({ location, matches });
  const messages = messagesOf(matches);
  const where = species.placements.map((placement) => `${groupLabel(placement.group, messages.locale).text}, ${placement.order}, ${placement.family}`).join('; ');
  return pageMeta(species.key, messages.species.metaDescription(species.name, where), location);
};

function structuredData(species: SpeciesPageData, messages: Messages) {
  const inEdition = (routerPath: string) => editionPath(messages.locale, routerPath);
  const [first] = species.placements;
  const data = [];
  if (first && species.genus) {
    const groupText = groupLabel(first.group, messages.locale).text;
    data.push(
      taxonJsonLd({
        url: publicUrl(inEdition(paths.species.href(species.slug))),
        scientificName: species.key,
        authorship: species.authorship,
        rank: species.key.split(' ').length > 2 ? 'subspecies' : 'species',
        genus: species.genus,
        family: first.family,
        order: first.order,
        klasa: first.klasa || undefined,
        commonNames: species.vernacular,
        synonyms: synonymsOf(species),
        publications: species.publications.map((publication) => ({
          citation: runsText(publication.runs),
          doi: publication.doi ?? undefined,
          url: publicUrl(inEdition(paths.references.href(publication.anchor))),
        })),
      }),
    );
    data.push(
      breadcrumbJsonLd([
        { name: messages.nav.home, url: publicUrl(inEdition(paths.home.href())) },
        ...speciesTrail(first, groupText).map((step) => ({ name: step.kind === 'group' ? groupText : step.name, url: publicUrl(inEdition(step.href)) })),
        { name: species.key, url: publicUrl(inEdition(paths.species.href(species.slug))) },
      ]),
    );
  }
  return data;
}

/** The former names that are synonyms (a corrected misspelling is not one), split into name and authorship. */
function synonymsOf(species: SpeciesPageData) {
  return species.formerNames
    .filter(({ kind }) => kind !== 'misspelling corrected')
    .map(({ name: fullName }) => {
      const { canonical, authorship } = typesetScientificName(fullName);
      return { fullName, name: canonical ?? fullName, author: authorship };
    });
}

export default function SpeciesRoute({ loaderData }: Route.ComponentProps) {
  const { species, history, renamed, removed } = loaderData;
  const messages = useMessages();
  if (renamed) return <RenamedPage renamed={renamed} />;
  if (removed) return <RemovedPage removed={removed} />;
  if (!species) return <NotFoundPage />;
  return (
    <>
      {structuredData(species, messages).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <SpeciesPage key={species.slug} species={species} history={history}>
        <CiteThisPage title={species.key} titleIsName />
      </SpeciesPage>
    </>
  );
}
