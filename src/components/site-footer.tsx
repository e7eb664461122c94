import { Link } from 'react-router';
import site from 'virtual:fauna/site';
import { paths } from '../config/paths.ts';
import { citationDoiUrl, formatCitation } from '../content/parse/site-config.ts';
import { useEditionPath, useMessages } from '../i18n/messages.tsx';
import './site-footer.css';

export function SiteFooter() {
  const messages = useMessages();
  const inPageEdition = useEditionPath();
  // The current release's DOI, when site.json gives one, ends the citation as its address (APA).
  const doi = citationDoiUrl(site);
  return (
    <footer className="site-footer">
      <p className="footer-citation">
        <span className="footer-cite-label">{messages.layout.citationLabel}</span>
        <cite>{formatCitation(site.citation)}</cite>
        {doi && (
          <>
            {' '}
            <a className="footer-doi" href={doi}>
              {doi}
            </a>
          </>
        )}
      </p>
      <p className="footer-links">
        <Link to={inPageEdition(paths.aboutData.href())}>{messages.layout.aboutData}</Link>
        <Link to={inPageEdition(paths.release.href(site.citation.version))}>{messages.layout.whatsNew(site.citation.version)}</Link>
      </p>
    </footer>
  );
}
