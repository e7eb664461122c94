import type { CitationView } from '../content/derived/citations.ts';
import { paths, siteUrl } from '../config/paths.ts';
import { useEditionPath, useMessages } from '../i18n/messages.tsx';
import { ROUTE_LINK } from './use-route-link-navigation.ts';

/** The router path of a bibliography entry on the references page. */
export function referenceRoute(anchor: string): string {
  return paths.references.href(anchor);
}

/**
 * A Referenca cell as written, each resolved citation a link to its bibliography entry, the rest plain text. An
 * ambiguous citation (its author and year match several entries) is followed by links to each: "një nga 3: 1, 2, 3".
 * Plain anchors (light in long tables); a container using useRouteLinkNavigation keeps the click in the app.
 */
export function CitationLinks({ view }: { view: CitationView }) {
  const m = useMessages().citations;
  const inEdition = useEditionPath();
  return view.map(([text, anchor, candidates], index) =>
    anchor ? (
      <a key={index} href={siteUrl(inEdition(referenceRoute(anchor)))} {...ROUTE_LINK}>
        {text}
      </a>
    ) : candidates ? (
      <span key={index} className="citation-ambiguous">
        {text}
        <span className="citation-candidates" title={m.ambiguous(candidates.length)}>
          {' '}({m.oneOf(candidates.length)}{' '}
          {candidates.map((candidate, position) => (
            <span key={candidate}>
              {position > 0 ? ', ' : null}
              <a href={siteUrl(inEdition(referenceRoute(candidate)))} {...ROUTE_LINK} aria-label={m.candidate(position + 1, candidates.length)}>
                {position + 1}
              </a>
            </span>
          ))}
          )
        </span>
      </span>
    ) : (
      text
    ),
  );
}
