import { Link } from 'react-router';
import { ResponsivePhoto } from '../../components/responsive-photo.tsx';
import { CitationLinks } from '../../components/citation-links.tsx';
import { ScientificName } from '../../components/scientific-name.tsx';
import { GroupLabel, groupLabel } from '../../components/group-label.tsx';
import { InLanguage, useInPageLanguage, useLangOf } from '../../components/text-in-language.tsx';
import { Runs, TextWithNames } from '../../components/name-runs.tsx';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { BREAKPOINTS } from '../../config/breakpoints.ts';
import { baseUrl, checklistHref, paths } from '../../config/paths.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import type { SpeciesPageData } from './species-page-data.ts';
import { speciesTrail } from './species-trail.ts';
import type { SpeciesHistory } from '../../content/derived/release-changes.ts';
import { SpeciesHistorySection } from './species-history.tsx';
import { CommonNames } from './common-names.tsx';
import './species-page.css';

/** The photo's displayed width: the page's width on a phone, its column beyond. */
const SPECIES_PHOTO_SIZES = `${BREAKPOINTS.phone} calc(100vw - 32px), 600px`;

/** Searches on the portals biologists use, by name: plain links, the page requests nothing from them. */
const PORTALS = [
  { label: 'GBIF', href: (name: string) => `https://www.gbif.org/species/search?q=${encodeURIComponent(name)}` },
  { label: 'Catalogue of Life', href: (name: string) => `https://www.catalogueoflife.org/data/search?q=${encodeURIComponent(name)}` },
  { label: 'iNaturalist', href: (name: string) => `https://www.inaturalist.org/taxa/search?q=${encodeURIComponent(name)}` },
];

type Props = { species: SpeciesPageData; history?: SpeciesHistory | null; children?: React.ReactNode };

/** One species of the fauna: its name, where it stands in the checklists, its sources and what else the site holds. */
export function SpeciesPage({ species, history = null, children }: Props) {
  const [first] = species.placements;
  const onClick = useRouteLinkNavigation();
  const messages = useMessages();
  const inEdition = useEditionPath();
  const inPageLanguage = useInPageLanguage();
  const langOf = useLangOf();
  const m = messages.species;
  const columns = messages.checklist.columns;
  return (
    <article className="species-page">
      {first ? <Breadcrumb placement={first} /> : null}
      <header className="species-header">
        <h1 className="page-title species-title">
          <ScientificName name={species.name} />
        </h1>
        <div className="species-facts">
          {species.vernacular ? <CommonNames names={species.vernacular} /> : null}
          <dl>
            <dt>{m.authorship}</dt>
            <dd>{species.authorship ?? m.authorshipUnknown}</dd>
          </dl>
          {species.placements.map((placement) => (
            <dl key={`${placement.group}/${placement.order}/${placement.family}`} className="species-placement">
              <dt>{m.group}</dt>
              <dd>
                <Link to={inEdition(paths.group.href(placement.group))}>
                  <GroupLabel name={placement.group} />
                </Link>
              </dd>
              {placement.klasa ? (
                <>
                  <dt>{columns.klasa}</dt>
                  <dd>{placement.klasa}</dd>
                </>
              ) : null}
              <dt>{columns.rendi}</dt>
              <dd>
                <Link to={inEdition(checklistHref(placement.group, { order: placement.order }))}>{placement.order}</Link>
              </dd>
              <dt>{columns.familja}</dt>
              <dd>
                <Link to={inEdition(checklistHref(placement.group, { family: placement.family }))}>{placement.family}</Link>
              </dd>
            </dl>
          ))}
        </div>
      </header>

      {species.sharingAddress.length > 0 ? (
        <p className="species-note" role="note">
          {m.sharingAddress}{' '}
          {species.sharingAddress.map((other, index) => (
            <span key={other.slug}>
              {index > 0 ? ', ' : null}
              <Link to={inEdition(paths.species.href(other.slug))}>
                <ScientificName name={other.name} />
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}

      {species.photo ? (
        <figure className="species-photo">
          <ResponsivePhoto photo={species.photo.photo} alt={species.key} sizes={SPECIES_PHOTO_SIZES} loading="eager" base={baseUrl()} />
          {species.photo.credit ? <figcaption>{messages.photo.credit(species.photo.credit)}</figcaption> : null}
        </figure>
      ) : null}

      {species.endemic ? (
        <section className="species-section species-endemic" aria-labelledby="species-endemic">
          <h2 id="species-endemic">
            {m.endemic}{' '}
            <Link to={inEdition(paths.endemic.href())}>
              <InLanguage text={inPageLanguage(species.endemic.groupTitle)} />
            </Link>
          </h2>
          {species.endemic.description.sq ? (
            <p {...langOf(inPageLanguage(species.endemic.description))}>
              <TextWithNames text={inPageLanguage(species.endemic.description).text} names={species.endemic.names} />
            </p>
          ) : null}
          {species.endemic.conservation ? (
            <p>
              {m.conservationLabel}{' '}
              <InLanguage text={inPageLanguage(species.endemic.conservation)}>
                {(text) => <TextWithNames text={text} names={species.endemic?.names ?? {}} />}
              </InLanguage>
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="species-section" aria-labelledby="species-sources">
        <h2 id="species-sources">{m.sources}</h2>
        {species.sources.length === 0 ? (
          <p>{m.noReference}</p>
        ) : (
          <ul className="species-sources" onClick={onClick}>
            {species.sources.map((source, index) => (
              <li key={index}>
                {m.accordingToList} <CitationLinks view={source.citations} />
                {species.placements.length > 1 ? <span className="species-source-group"> ({source.group})</span> : null}
                {source.candidates.length > 0 ? (
                  <div className="species-candidates">
                    <p>{m.candidates(source.candidates.length)}</p>
                    <ol>
                      {source.candidates.map((candidate) => (
                        <li key={candidate.anchor}>
                          <Link to={inEdition(paths.references.href(candidate.anchor))}>
                            <Runs runs={candidate.runs} />
                          </Link>
                        </li>
                      ))}
                    </ol>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {species.publications.length > 0 ? (
          <ol className="species-publications">
            {species.publications.map((publication) => (
              <li key={publication.anchor}>
                <Link to={inEdition(paths.references.href(publication.anchor))}>
                  <Runs runs={publication.runs} />
                </Link>
                {publication.doi ? (
                  <>
                    {' '}
                    <a href={`https://doi.org/${publication.doi}`} rel="noopener">
                      doi:{publication.doi}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        <p className="species-note">
          {m.fullLiterature} <Link to={inEdition(paths.references.href())}>{messages.nav.references}</Link>
        </p>
      </section>

      {species.formerNames.length > 0 ? (
        <section className="species-section" aria-labelledby="species-former-names">
          <h2 id="species-former-names">{m.formerNames}</h2>
          <ul className="species-former-names" onClick={onClick}>
            {species.formerNames.map((former) => (
              <li key={former.name}>
                <ScientificName name={former.name} /> — {m.renameKinds[former.kind]}
                {former.source.length > 0 ? (
                  <>
                    {'; '}
                    <CitationLinks view={former.source} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {history ? <SpeciesHistorySection history={history} /> : null}

      {species.relatives.length > 0 ? (
        <section className="species-section" aria-labelledby="species-relatives">
          <h2 id="species-relatives">
            {m.relativesBefore} <i>{species.genus}</i> {m.relativesAfter}
          </h2>
          <ul className="species-relatives">
            {species.relatives.map((relative) => (
              <li key={relative.slug}>
                <Link to={inEdition(paths.species.href(relative.slug))}>
                  <ScientificName name={relative.name} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="species-section" aria-labelledby="species-elsewhere">
        <h2 id="species-elsewhere">{m.portals}</h2>
        <ul className="species-portals">
          {PORTALS.map((portal) => (
            <li key={portal.label}>
              <a href={portal.href(species.key)} rel="noopener">
                {portal.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {children}
    </article>
  );
}

function Breadcrumb({ placement }: { placement: SpeciesPageData['placements'][number] }) {
  const messages = useMessages();
  const inEdition = useEditionPath();
  return (
    <nav className="breadcrumb" aria-label={messages.species.breadcrumb}>
      <ol>
        <li>
          <Link to={inEdition(paths.home.href())}>{messages.nav.home}</Link>
        </li>
        {speciesTrail(placement, groupLabel(placement.group, messages.locale).text).map((step) => (
          <li key={step.kind}>
            <Link to={inEdition(step.href)}>{step.kind === 'group' ? <GroupLabel name={step.name} /> : step.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
