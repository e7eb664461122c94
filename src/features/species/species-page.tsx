import { Link } from 'react-router';
import { ResponsivePhoto } from '../../components/responsive-photo.tsx';
import { CitationLinks } from '../../components/citation-links.tsx';
import { ScientificName } from '../../components/scientific-name.tsx';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { baseUrl, checklistHref, paths } from '../../config/paths.ts';
import type { SpeciesPageData } from './species-page-data.ts';
import './species-page.css';

/** Searches on the portals biologists use, by name: plain links, the page requests nothing from them. */
const PORTALS = [
  { label: 'GBIF', href: (name: string) => `https://www.gbif.org/species/search?q=${encodeURIComponent(name)}` },
  { label: 'Catalogue of Life', href: (name: string) => `https://www.catalogueoflife.org/data/search?q=${encodeURIComponent(name)}` },
  { label: 'iNaturalist', href: (name: string) => `https://www.inaturalist.org/taxa/search?q=${encodeURIComponent(name)}` },
];

type Props = { species: SpeciesPageData; children?: React.ReactNode };

/** One species of the fauna: its name, where it stands in the checklists, its sources and what else the site holds. */
export function SpeciesPage({ species, children }: Props) {
  const [first] = species.placements;
  const onClick = useRouteLinkNavigation();
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
            <dt>Autorësia</dt>
            <dd>{species.authorship ?? 'e panjohur'}</dd>
          </dl>
          {species.placements.map((placement) => (
            <dl key={`${placement.group}/${placement.order}/${placement.family}`} className="species-placement">
              <dt>Grupi</dt>
              <dd>
                <Link to={paths.group.href(placement.group)}>{placement.group}</Link>
              </dd>
              {placement.klasa ? (
                <>
                  <dt>Klasa</dt>
                  <dd>{placement.klasa}</dd>
                </>
              ) : null}
              <dt>Rendi</dt>
              <dd>
                <Link to={checklistHref(placement.group, { order: placement.order })}>{placement.order}</Link>
              </dd>
              <dt>Familja</dt>
              <dd>
                <Link to={checklistHref(placement.group, { family: placement.family })}>{placement.family}</Link>
              </dd>
            </dl>
          ))}
        </div>
      </header>

      {species.sharingAddress.length > 0 ? (
        <p className="species-note" role="note">
          Po këtë adresë do ta kishte edhe{' '}
          {species.sharingAddress.map((other, index) => (
            <span key={other.slug}>
              {index > 0 ? ', ' : null}
              <Link to={paths.species.href(other.slug)}>
                <ScientificName name={other.name} />
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}

      {species.photo ? (
        <figure className="species-photo">
          <ResponsivePhoto photo={species.photo.photo} alt={species.key} sizes="(max-width: 640px) calc(100vw - 32px), 600px" loading="eager" base={baseUrl()} />
          {species.photo.credit ? <figcaption>Foto: {species.photo.credit}</figcaption> : null}
        </figure>
      ) : null}

      {species.endemic ? (
        <section className="species-section species-endemic" aria-labelledby="species-endemic">
          <h2 id="species-endemic">
            Lloj endemik <Link to={paths.endemic.href()}>({species.endemic.groupTitle})</Link>
          </h2>
          {species.endemic.description ? <p>{species.endemic.description}</p> : null}
          {species.endemic.conservation ? <p>Statusi i ruajtjes: {species.endemic.conservation}</p> : null}
        </section>
      ) : null}

      <section className="species-section" aria-labelledby="species-sources">
        <h2 id="species-sources">Burimet</h2>
        {species.sources.length === 0 ? (
          <p>Lista nuk jep referencë për këtë lloj.</p>
        ) : (
          <ul className="species-sources" onClick={onClick}>
            {species.sources.map((source, index) => (
              <li key={index}>
                Sipas listës: <CitationLinks view={source.citations} />
                {species.placements.length > 1 ? <span className="species-source-group"> ({source.group})</span> : null}
                {source.candidates.length > 0 ? (
                  <div className="species-candidates">
                    <p>Referenca përputhet me disa botime; burimi është një nga këto {source.candidates.length}:</p>
                    <ol>
                      {source.candidates.map((candidate) => (
                        <li key={candidate.anchor}>
                          <Link to={paths.references.href(candidate.anchor)}>{candidate.text}</Link>
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
                <Link to={paths.references.href(publication.anchor)}>{publication.text}</Link>
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
          Literatura e plotë: <Link to={paths.references.href()}>Referencat</Link>
        </p>
      </section>

      {species.relatives.length > 0 ? (
        <section className="species-section" aria-labelledby="species-relatives">
          <h2 id="species-relatives">
            Lloje të tjera të gjinisë <i>{species.genus}</i> në Kosovë
          </h2>
          <ul className="species-relatives">
            {species.relatives.map((relative) => (
              <li key={relative.slug}>
                <Link to={paths.species.href(relative.slug)}>
                  <ScientificName name={relative.name} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="species-section" aria-labelledby="species-elsewhere">
        <h2 id="species-elsewhere">Në portalet e biodiversitetit</h2>
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
  return (
    <nav className="breadcrumb" aria-label="Vendndodhja">
      <ol>
        <li>
          <Link to={paths.home.href()}>Ballina</Link>
        </li>
        <li>
          <Link to={paths.group.href(placement.group)}>{placement.group}</Link>
        </li>
        <li>
          <Link to={checklistHref(placement.group, { order: placement.order })}>{placement.order}</Link>
        </li>
        <li>
          <Link to={checklistHref(placement.group, { family: placement.family })}>{placement.family}</Link>
        </li>
      </ol>
    </nav>
  );
}

/** The species' common names, with their source. */
function CommonNames({ names }: { names: NonNullable<SpeciesPageData['vernacular']> }) {
  return (
    <dl className="species-common-names">
      <dt>Emri shqip</dt>
      <dd>{names.albanian}</dd>
      {names.english ? (
        <>
          <dt>Emri anglisht</dt>
          <dd lang="en">{names.english}</dd>
        </>
      ) : null}
      {names.source ? (
        <>
          <dt>Burimi i emrave</dt>
          <dd>{names.source}</dd>
        </>
      ) : null}
    </dl>
  );
}
