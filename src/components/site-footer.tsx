import site from 'virtual:fauna/site';
import { formatCitation } from '../content/parse/site-config.ts';
import { useMessages } from '../i18n/messages.tsx';
import './site-footer.css';

export function SiteFooter() {
  const messages = useMessages();
  return (
    <footer className="site-footer">
      <p className="footer-citation">
        <span className="footer-cite-label">{messages.layout.citationLabel}</span>
        <cite>{formatCitation(site.citation)}</cite>
      </p>
    </footer>
  );
}
