import { Link } from 'react-router';
import { ScientificName } from '../../components/scientific-name.tsx';
import { paths } from '../../config/paths.ts';
import type { SpeciesHistory } from '../../content/derived/release-changes.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';

/** Since which version the checklist lists the species, and each change since, each version linked to its page. */
export function SpeciesHistorySection({ history }: { history: SpeciesHistory }) {
  const { species: m } = useMessages();
  const inEdition = useEditionPath();
  return (
    <section className="species-section" aria-labelledby="species-history">
      <h2 id="species-history">{m.history}</h2>
      <ul className="species-history">
        <li>
          {m.since} <Link to={inEdition(paths.release.href(history.since))}>{m.version(history.since)}</Link>
          {history.sinceOrEarlier ? ` ${m.orEarlier}` : null}.
        </li>
        {history.changes.map((change, index) => (
          <li key={index} data-change={change.code}>
            <Link to={inEdition(paths.release.href(change.version))}>{m.inVersion(change.version)}</Link>
            {change.comparedWith ? `, ${m.comparedWith(change.comparedWith)}` : null}: {m.historyKinds[change.code as keyof typeof m.historyKinds]}
            {change.previous && change.code !== 'sources-added' ? (
              <span className="species-history-was">
                {' '}
                ({m.previously} {change.code === 'renamed' ? <ScientificName name={change.previous} /> : change.previous})
              </span>
            ) : null}
            {change.code === 'sources-added' && change.current ? `: ${change.current}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
