import { useMessages } from '../i18n/messages.tsx';
import { DoiLink } from './doi-link.tsx';
import './all-versions-doi.css';

/** The DOI that stands for every version (site.json's `allVersionsDoi`), as a line with its link; nothing without one. */
export function AllVersionsDoi({ doi }: { doi: string | undefined }) {
  const { releases: m } = useMessages();
  if (!doi) return null;
  return (
    <p className="all-versions-doi">
      {m.allVersionsDoi} <DoiLink doi={doi} />
    </p>
  );
}
