import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useEditionPath } from '../i18n/messages.tsx';

/**
 * The name of a species shown on a page of its own (the home gallery, the endemic page), italic, as a link to its
 * species page when a checklist lists it (`address`, from virtual:fauna/featured-species).
 */
export function FeaturedSpeciesName({ name, address, className }: { name: string; address: string | null | undefined; className?: string }) {
  const inEdition = useEditionPath();
  if (!address) return <i className={className}>{name}</i>;
  return (
    <Link className={className} to={inEdition(paths.species.href(address))}>
      <i>{name}</i>
    </Link>
  );
}
