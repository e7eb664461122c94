import site from 'virtual:fauna/site';
import { formatCitation } from '../content/parse/site-config.ts';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="footer-citation">
        <span className="footer-cite-label">Citimi: </span>
        <cite>{formatCitation(site.citation)}</cite>
      </p>
    </footer>
  );
}
