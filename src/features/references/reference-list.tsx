import { siteUrl } from '../../config/paths.ts';
import { ROUTE_LINK } from '../../components/use-route-link-navigation.ts';
import { referenceAnchor, type Inline, type Reference } from '../../content/parse/references-md.ts';
import { useEditionPath, useMessages } from '../../i18n/messages.tsx';
import './references.css';

/** A species a publication records: its name without authorship (set in italics) and its page's router path. */
export type SupportedSpecies = { name: string; href: string };

type Props = {
  references: readonly Reference[];
  /** Reference id → the species it supports; when given, each entry says how many and links to them. */
  supports?: ReadonlyMap<string, readonly SupportedSpecies[]>;
};

/** The bibliography as an APA-style list; each entry is addressable as `#ref-<id>` (e.g. from a checklist citation). */
export function ReferenceList({ references, supports }: Props) {
  return (
    <ol className="reference-list">
      {references.map((reference) => {
        const species = supports?.get(reference.id) ?? [];
        return (
          <li key={reference.id} id={referenceAnchor(reference)}>
            {reference.inlines.map((inline, index) => (
              <InlineRun key={index} inline={inline} />
            ))}
            {species.length > 0 && <SupportedSpeciesList species={species} />}
          </li>
        );
      })}
    </ol>
  );
}

function SupportedSpeciesList({ species }: { species: readonly SupportedSpecies[] }) {
  const m = useMessages().references;
  const inEdition = useEditionPath();
  return (
    <details className="reference-species">
      <summary>{m.sourceFor(species.length)}</summary>
      <ul>
        {/* Hundreds of links on one page: plain anchors, their clicks handed to the router by the page (see
            useRouteLinkNavigation); the names are italic by style, not by an <i> each. */}
        {species.map(({ name, href }) => (
          <li key={href}>
            <a href={siteUrl(inEdition(href))} {...ROUTE_LINK}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
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
