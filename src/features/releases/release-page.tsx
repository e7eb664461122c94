import { Link } from 'react-router';
import site from 'virtual:fauna/site';
import { AllVersionsDoi } from '../../components/all-versions-doi.tsx';
import { DoiLink } from '../../components/doi-link.tsx';
import { GroupLabel } from '../../components/group-label.tsx';
import { ScientificName } from '../../components/scientific-name.tsx';
import { StatisticsList } from '../../components/statistics-list.tsx';
import { baseUrl, paths } from '../../config/paths.ts';
import { formatCitation } from '../../content/parse/site-config.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import { type ChangeView, type ReleasePageData, unkeptVersionBefore } from './release-page-data.ts';
import { ReleaseVersions } from './release-versions.tsx';
import './release-page.css';

/**
 * A published version's landing page: when it was issued, its numbers, how to cite it, its downloads (at addresses
 * that never change) and what changed since the version before, by group, each species linked to its page.
 */
export function ReleasePage({ data }: { data: ReleasePageData }) {
  const messages = useMessages();
  const m = messages.releases;
  const inEdition = useEditionPath();
  const { release, versions, groups } = data;
  const current = versions.find((entry) => entry.current);
  const unkept = unkeptVersionBefore(release, versions);
  return (
    <article className="text-page release-page">
      <h1 className="page-title">{m.title(release.version)}</h1>
      <p className="page-lead">
        {m.issued} {release.issued}.{' '}
        {release.current ? (
          m.current
        ) : current ? (
          <>
            {m.currentIs} <Link to={inEdition(paths.release.href(current.version))}>{messages.species.version(current.version)}</Link>.
          </>
        ) : null}
      </p>
      <section aria-labelledby="release-statistics">
        <h2 id="release-statistics">{m.statistics}</h2>
        <StatisticsList statistics={release.statistics} />
      </section>
      <section aria-labelledby="release-cite">
        <h2 id="release-cite">{m.cite}</h2>
        <p className="release-citation">
          <cite>{formatCitation({ ...site.citation, year: Number(release.issued.slice(0, 4)), version: release.version })}</cite>
          {release.doi ? (
            <>
              {' '}
              <DoiLink doi={release.doi} />
            </>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="release-downloads">
        <h2 id="release-downloads">{m.downloads}</h2>
        <ul className="release-downloads">
          {release.downloads.map((download) => (
            <li key={download.kind}>
              <a href={`${baseUrl()}${download.path}`} download>
                {m.files[download.kind]}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="release-changes">
        <h2 id="release-changes">{m.whatsNew(release.version)}</h2>
        {groups === null || release.previous === null ? <p>{unkept === null ? m.first : m.earlierNotKept(unkept)}</p> : <Changes groups={groups} previous={release.previous} counts={release.changeCounts} />}
      </section>
      <ReleaseVersions versions={versions} shown={release.version}>
        <AllVersionsDoi doi={site.allVersionsDoi} />
      </ReleaseVersions>
    </article>
  );
}

function Changes({ groups, previous, counts }: { groups: NonNullable<ReleasePageData['groups']>; previous: number; counts: ReleasePageData['release']['changeCounts'] }) {
  const messages = useMessages();
  const m = messages.releases;
  const totals = counts ? Object.entries(counts).filter(([, total]) => total > 0) : [];
  if (totals.length === 0) return <p>{m.noChanges}</p>;
  return (
    <>
      <p>{m.comparedWith(previous)}</p>
      <ul className="release-change-counts">
        {totals.map(([code, total]) => (
          <li key={code} data-change={code}>
            {m.changeTitles[code as keyof typeof m.changeTitles]}: <strong>{m.speciesCount(total)}</strong>
          </li>
        ))}
      </ul>
      <h3>{m.byGroup}</h3>
      {groups.map((group) => (
        <section key={group.group} className="release-group" aria-label={group.group}>
          <h4>
            <GroupLabel name={group.group} /> <span className="release-count">({m.speciesCount(group.total)})</span>
          </h4>
          {group.byCode.map(({ code, changes }) => (
            <div key={code} className="release-kind" data-change={code}>
              <h5>
                {m.changeTitles[code]} ({messages.home.number(changes.length)})
              </h5>
              <ul>
                {changes.map((change) => (
                  <li key={change.name}>
                    <ChangedSpecies change={change} showCurrent={code === 'moved' || code === 'authorship' || code === 'sources-added'} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function ChangedSpecies({ change, showCurrent }: { change: ChangeView; showCurrent: boolean }) {
  const messages = useMessages();
  const inEdition = useEditionPath();
  const name = <ScientificName name={change.name} />;
  return (
    <>
      {change.slug ? <Link to={inEdition(paths.species.href(change.slug))}>{name}</Link> : name}
      {change.previous !== null && change.current !== null ? (
        <span className="release-was">
          {' '}
          ({messages.releases.previously} {change.previous.includes(' ') && !showCurrent ? <ScientificName name={change.previous} /> : change.previous}
          {showCurrent ? <> → {change.current}</> : null})
        </span>
      ) : null}
    </>
  );
}
