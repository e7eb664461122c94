import { Link } from 'react-router';
import site from 'virtual:fauna/site';
import { paths } from '../config/paths.ts';
import { formatCitation } from '../content/parse/site-config.ts';
import { useEditionPath, useMessages } from '../i18n/messages.tsx';
import './site-footer.css';

export function SiteFooter() {
  const messages = useMessages();
  const inPageEdition = useEditionPath();
  return (
    <footer className="site-footer">
      <p className="footer-citation">
        <span className="footer-cite-label">{messages.layout.citationLabel}</span>
        <cite>{formatCitation(site.citation)}</cite>
      </p>
      <p className="footer-links">
        <Link to={inPageEdition(paths.aboutData.href())}>{messages.layout.aboutData}</Link>
      </p>
    </footer>
  );
}
