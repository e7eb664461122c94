import { Link } from 'react-router';
import type { CitationPart } from '../../content/citations.ts';
import { referenceAnchor } from '../../content/references-md.ts';
import { paths } from '../../config/paths.ts';

/** Where a resolved citation leads: its entry on the references page (the router adds the base path). */
export function referenceHref(referenceId: string): string {
  return `${paths.references.href()}#${referenceAnchor({ id: referenceId })}`;
}

/** A Referenca cell as written, each resolved citation a link to its bibliography entry, the rest plain text. */
export function CitationLinks({ parts }: { parts: readonly CitationPart[] }) {
  return parts.map((part, index) =>
    part.status === 'resolved' ? (
      <Link key={index} to={referenceHref(part.referenceId)}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
