import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';

/**
 * Marks an endemic species and leads to the endemic page. Its visible word comes from CSS, so that the name's cell
 * keeps the name as its text (copying, find-in-page and the tests read the name alone); its name is the label.
 */
export function EndemicBadge() {
  const m = useMessages().checklist;
  const inEdition = useEditionPath();
  return <Link to={inEdition(paths.endemic.href())} className="endemic-badge" aria-label={m.endemicBadge} title={m.endemicBadgeTitle} />;
}
