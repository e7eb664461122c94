import { Link } from 'react-router';
import { DoiLink } from '../../components/doi-link.tsx';
import { paths } from '../../config/paths.ts';
import type { VersionEntry } from '../../content/derived/releases.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';

/**
 * Every version site.json names, newest first, with its date and DOI: a published one links to its page (`shown`, the
 * page's own, is marked current); one whose files the site does not keep has no page, but stays citable by its DOI.
 * `children` follow the list (the DOI of all versions).
 */
export function ReleaseVersions({ versions, shown, children }: { versions: readonly VersionEntry[]; shown: number; children?: React.ReactNode }) {
  const { releases: m } = useMessages();
  const inEdition = useEditionPath();
  return (
    <nav className="release-versions" aria-labelledby="release-versions">
      <h2 id="release-versions">{m.allVersions}</h2>
      <ul>
        {versions.toReversed().map((entry) => (
          <li key={entry.version}>
            {entry.version === shown ? (
              <span aria-current="page">{m.title(entry.version)}</span>
            ) : entry.published ? (
              <Link to={inEdition(paths.release.href(entry.version))}>{m.title(entry.version)}</Link>
            ) : (
              m.title(entry.version)
            )}{' '}
            ({entry.issued})
            {entry.doi ? (
              <>
                {' '}
                <DoiLink doi={entry.doi} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
