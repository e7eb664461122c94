import type { Inline, Reference } from '../../content/references-md.ts';
import './references.css';

/** The bibliography as an APA-style list; each entry is addressable as `#<id>` (e.g. from a checklist citation). */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  return (
    <ol className="reference-list">
      {references.map((reference) => (
        <li key={reference.id} id={reference.id}>
          {reference.inlines.map((inline, index) => (
            <InlineRun key={index} inline={inline} />
          ))}
        </li>
      ))}
    </ol>
  );
}

function InlineRun({ inline }: { inline: Inline }) {
  switch (inline.kind) {
    case 'italic':
      return <i>{inline.text}</i>;
    case 'link':
      return (
        <a href={inline.href} rel="noopener">
          {inline.text}
        </a>
      );
    default:
      return inline.text;
  }
}
