import { memo } from 'react';
import { typesetScientificName } from '../content/scientific-name.ts';

/** A species name typeset by zoological convention: the name italic, the authorship roman. */
export const ScientificName = memo(function ScientificName({ name }: { name: string }) {
  const { segments } = typesetScientificName(name);
  return (
    <span className="scientific-name">
      {segments.map((segment, index) => (segment.italic ? <i key={index}>{segment.text}</i> : segment.text))}
    </span>
  );
});
