import { Link } from 'react-router';
import { ScientificName } from '../../components/scientific-name.tsx';
import { paths } from '../../config/paths.ts';
import { CitationLinks } from '../../components/citation-links.tsx';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import type { RenamedPageData } from './species-page-data.ts';
import './species-page.css';

/** The page at an old name's address (renames.csv): the name the species has now, linked, and how and where it changed. */
export function RenamedPage({ renamed }: { renamed: RenamedPageData }) {
  const { species: m } = useMessages();
  const inEdition = useEditionPath();
  const onClick = useRouteLinkNavigation();
  return (
    <article className="species-page">
      <h1 className="page-title species-title">
        <ScientificName name={renamed.name} />
      </h1>
      <p className="species-renamed">
        {m.renamedNow}{' '}
        <Link to={inEdition(paths.species.href(renamed.current.slug))}>
          <ScientificName name={renamed.current.name} />
        </Link>
        .
      </p>
      <div className="species-facts" onClick={onClick}>
        <dl>
          <dt>{m.renameKind}</dt>
          <dd>{m.renameKinds[renamed.kind]}</dd>
          {renamed.source.length > 0 ? (
            <>
              <dt>{m.renameSource}</dt>
              <dd>
                <CitationLinks view={renamed.source} />
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
