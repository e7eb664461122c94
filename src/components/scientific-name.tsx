import { memo } from 'react';
import { typesetScientificName, type NameSegment } from '../content/parse/scientific-name.ts';
import { speciesSlug } from '../content/parse/species-identity.ts';
import { paths, siteUrl } from '../config/paths.ts';

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

/**
 * A species name as a link to its species page. A plain anchor, light enough for 20,000 table rows; the table hands
 * its clicks to the router (see useRouteLinkNavigation).
 */
export const SpeciesNameLink = memo(function SpeciesNameLink({ name }: { name: string }) {
  const typeset = typesetScientificName(name);
  const slug = speciesSlug(typeset.canonical ?? name);
  return (
    <a className="species-link" href={siteUrl(`species/${slug}`)} data-route={paths.species.href(slug)}>
      <Segments segments={typeset.segments} />
    </a>
  );
});
