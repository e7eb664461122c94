import { doiUrl } from '../content/parse/site-releases.ts';
import { useMessages } from '../i18n/messages.tsx';
import './all-versions-doi.css';

/** The DOI that stands for every version (site.json's `allVersionsDoi`), as a line with its link; nothing without one. */
export function AllVersionsDoi({ doi }: { doi: string | undefined }) {
  const { releases: m } = useMessages();
  if (!doi) return null;
  return (
    <p className="all-versions-doi">
      {m.allVersionsDoi} <a href={doiUrl(doi)}>{doiUrl(doi)}</a>
    </p>
  );
}
