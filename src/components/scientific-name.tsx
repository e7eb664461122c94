import { createContext, memo, useContext } from 'react';
import { typesetScientificName, type NameSegment } from '../content/parse/scientific-name.ts';
import { rowSpeciesAddress } from '../content/parse/species-identity.ts';
import { paths, siteUrl } from '../config/paths.ts';
import { ROUTE_LINK } from './use-route-link-navigation.ts';
import { useEditionPath } from '../i18n/messages.tsx';

function Segments({ segments }: { segments: NameSegment[] }) {
  return (
    <span className="scientific-name">
      {segments.map((segment, index) => (segment.italic ? <i key={index}>{segment.text}</i> : segment.text))}
    </span>
  );
}

/** A species name typeset by zoological convention: the name italic, the authorship roman. */
export const ScientificName = memo(function ScientificName({ name }: { name: string }) {
  return <Segments segments={typesetScientificName(name).segments} />;
});

const SpeciesAddresses = createContext<Readonly<Record<string, string>>>({});
/** The few names whose page is not at their own spelling's address (virtual:fauna/species-addresses), for the links. */
export const SpeciesAddressesProvider = SpeciesAddresses.Provider;

/**
 * A species name as a link to its species page. A plain anchor, light enough for 20,000 table rows; the table hands
 * its clicks to the router (see useRouteLinkNavigation).
 */
export const SpeciesNameLink = memo(function SpeciesNameLink({ name }: { name: string }) {
  const typeset = typesetScientificName(name);
  const slug = rowSpeciesAddress(useContext(SpeciesAddresses), name, typeset);
  const inEdition = useEditionPath();
  return (
    <a className="species-link" href={siteUrl(inEdition(paths.species.href(slug)))} {...ROUTE_LINK}>
      <Segments segments={typeset.segments} />
    </a>
  );
});
