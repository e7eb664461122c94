import { Fragment } from 'react';
import { Link } from 'react-router';
import { GroupLabel } from '../../components/group-label.tsx';
import { ScientificName } from '../../components/scientific-name.tsx';
import site from 'virtual:fauna/site';
import { paths } from '../../config/paths.ts';
import type { RemovedSpecies } from '../../content/derived/removed-species.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import './species-page.css';

/**
 * The page at the address of a species an earlier release listed and the current one does not: a page cited from an
 * old release still opens, says which versions listed it and which version is current, and leads to both.
 */
export function RemovedPage({ removed }: { removed: RemovedSpecies & { currentVersion: number } }) {
  const { species: m, checklist } = useMessages();
  const inEdition = useEditionPath();
  const version = (number: number) => <Link to={inEdition(paths.release.href(number))}>{m.version(number)}</Link>;
  return (
    <article className="species-page">
      <h1 className="page-title species-title">
        <ScientificName name={removed.name} />
      </h1>
      <p className="species-removed">
        {m.listedIn(removed.versions.length)}{' '}
        {removed.versions.map((number, index) => (
          <Fragment key={number}>
            {index > 0 ? ', ' : null}
            <Link to={inEdition(paths.release.href(number))}>{number}</Link>
          </Fragment>
        ))}
        . {m.removedSince} {version(removed.removedIn)}. {m.currentVersion} {version(removed.currentVersion)}.
      </p>
      <div className="species-facts">
        {removed.placements.map((placement) => (
          <dl key={`${placement.group}/${placement.order}/${placement.family}`} className="species-placement">
            <dt>{m.lastListedUnder}</dt>
            <dd>
              {/* A group the site no longer has is named, not linked. */}
              {site.groups.some((group) => group.name === placement.group) ? (
                <Link to={inEdition(paths.group.href(placement.group))}>
                  <GroupLabel name={placement.group} />
                </Link>
              ) : (
                <GroupLabel name={placement.group} />
              )}
            </dd>
            <dt>{checklist.columns.rendi}</dt>
            <dd>{placement.order}</dd>
            <dt>{checklist.columns.familja}</dt>
            <dd>{placement.family}</dd>
          </dl>
        ))}
      </div>
    </article>
  );
}
