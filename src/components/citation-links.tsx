import type { CitationView } from '../content/derived/citations.ts';
import { paths, siteUrl } from '../config/paths.ts';

/** The router path of a bibliography entry on the references page. */
export function referenceRoute(anchor: string): string {
  return paths.references.href(anchor);
}

/**
 * A Referenca cell as written, each resolved citation a link to its bibliography entry, the rest plain text.
 * Plain anchors (light in long tables); a container using useRouteLinkNavigation keeps the click in the app.
 */
export function CitationLinks({ view }: { view: CitationView }) {
  return view.map(([text, anchor], index) =>
    anchor ? (
      <a key={index} href={siteUrl(referenceRoute(anchor))} data-route={referenceRoute(anchor)}>
        {text}
      </a>
    ) : (
      text
    ),
  );
}
