import type { ComponentProps } from 'react';
import type { Reference } from '../../content/parse/references-md.ts';
import { useRouteLinkNavigation } from '../../components/use-route-link-navigation.ts';
import { ReferenceList } from './reference-list.tsx';

type Props = { references: readonly Reference[]; supports?: ComponentProps<typeof ReferenceList>['supports'] };

export function ReferencesPage({ references, supports }: Props) {
  const onClick = useRouteLinkNavigation();
  return (
    <article className="references-page" onClick={onClick}>
      <h1 className="page-title">Referencat</h1>
      <p className="page-lead">
        Botimet shkencore që dokumentojnë llojet e listuara në këtë faqe ({references.length} botime), të renditura sipas
        alfabetit.
      </p>
      <ReferenceList references={[...references]} supports={supports} />
    </article>
  );
}
