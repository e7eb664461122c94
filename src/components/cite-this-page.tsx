import { startTransition, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import site from 'virtual:fauna/site';
import { publicUrl } from '../config/page-meta.ts';
import { isHydrated } from './hydration.ts';
import { useMessages } from '../i18n/messages.tsx';
import { pageCitationText, pageCslItem, type CitedPage } from '../content/derived/page-citation.ts';
import { citationDoiUrl } from '../content/parse/site-config.ts';
import { CiteText } from './cite-text.tsx';
import type { CitationFormat } from '../content/derived/citation-formats.ts';
import './cite-this-page.css';

const FORMATS: { format: CitationFormat; label: string }[] = [
  { format: 'bibtex', label: 'BibTeX' },
  { format: 'ris', label: 'RIS' },
  { format: 'csl-json', label: 'CSL-JSON' },
];

const readToday = () => new Date().toDateString();
const readOrigin = () => window.location.origin;

/**
 * A value only the browser knows: null in the prerendered page and while hydrating, then set as a transition (a
 * low-priority render of this component alone, not a forced re-render in the task that ends hydration).
 */
function useBrowserValue(read: () => string): string | null {
  const [value, setValue] = useState(() => (isHydrated() ? read() : null));
  useEffect(() => startTransition(() => setValue(read())), [read]);
  return value;
}

/**
 * "How to cite this page": the site's citation with the page's title (a species name typeset as one, `titleIsName`),
 * the version's DOI when site.json gives one, the page's full address and the day it is viewed (set in the browser,
 * never at build time), a copy button and BibTeX/RIS/CSL-JSON downloads.
 */
export function CiteThisPage({ title, titleIsName = false }: { title: string; titleIsName?: boolean }) {
  const m = useMessages().cite;
  const headingId = useId();
  const { pathname } = useLocation();
  const [status, setStatus] = useState('');
  // Read in the browser only: the prerendered page (and hydration) has neither the day nor the origin.
  const today = useBrowserValue(readToday);
  const origin = useBrowserValue(readOrigin);
  const path = publicUrl(pathname);
  // Without a configured address, the address the reader has open is the page's full address.
  const url = origin && !/^https?:/.test(path) ? new URL(path, origin).href : path;
  const viewed = today ? new Date(today) : undefined;
  const page: CitedPage = { title, titleIsName, url, accessed: viewed, versionDoiUrl: citationDoiUrl(site) };

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageCitationText(site.citation, page, m));
      setStatus(m.copied);
    } catch {
      setStatus(m.copyRefused);
    }
  }

  async function download(format: CitationFormat) {
    try {
      const { CITATION_FILES, formatCitationFile } = await import('../content/derived/citation-formats.ts');
      const item = pageCslItem(site.citation, page);
      const file = CITATION_FILES[format];
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([formatCitationFile(item, format)], { type: file.mediaType }));
      link.download = `${item.id}.${file.extension}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      setStatus('');
    } catch {
      setStatus(m.fileFailed);
    }
  }

  return (
    <section className="cite-this-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.heading}</h2>
      <CiteText citation={site.citation} page={page} words={m} />
      <div className="cite-actions">
        <button type="button" onClick={() => void copy()}>
          {m.copy}
        </button>
        <span className="cite-downloads">
          <span>{m.downloadAs}</span>
          {FORMATS.map(({ format, label }) => (
            <button key={format} type="button" onClick={() => void download(format)}>
              {label}
            </button>
          ))}
        </span>
      </div>
      {/* A polite live region, not role="status": the page's own status (loading, search results) stays the only one. */}
      <p className="cite-status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
