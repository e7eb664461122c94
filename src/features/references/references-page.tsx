import type { ComponentProps } from 'react';
import type { Reference } from '../../content/parse/references-md.ts';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { ReferenceList } from './reference-list.tsx';

type Props = { references: readonly Reference[]; supports?: ComponentProps<typeof ReferenceList>['supports'] };

export function ReferencesPage({ references, supports }: Props) {
  const onClick = useRouteLinkNavigation();
  const m = useMessages().references;
  return (
    <article className="references-page" onClick={onClick}>
      <h1 className="page-title">{m.title}</h1>
      <p className="page-lead">{m.lead(references.length)}</p>
      <ReferenceList references={[...references]} supports={supports} />
    </article>
  );
}
