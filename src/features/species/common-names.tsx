import { Fragment } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import type { SpeciesPageData } from './species-page-data.ts';

/** The species' common names, with their source. */
export function CommonNames({ names }: { names: NonNullable<SpeciesPageData['vernacular']> }) {
  const { species: m, locale } = useMessages();
  // Each name marked with its language; the English edition leads with the English name.
  const entry = (lang: 'sq' | 'en', term: string, name: string) =>
    name ? (
      <Fragment key={lang}>
        <dt>{term}</dt>
        <dd lang={lang}>{name}</dd>
      </Fragment>
    ) : null;
  const albanian = entry('sq', m.albanianName, names.albanian);
  const english = entry('en', m.englishName, names.english);
  return (
    <dl className="species-common-names">
      {locale === 'en' ? [english, albanian] : [albanian, english]}
      {names.source ? (
        <>
          <dt>{m.namesSource}</dt>
          <dd>{names.source}</dd>
        </>
      ) : null}
    </dl>
  );
}
