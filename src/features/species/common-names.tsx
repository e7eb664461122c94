import { Fragment } from 'react';
import { useMessages } from '../../i18n/messages.tsx';
import type { SpeciesPageData } from './species-page-data.ts';

/** The species' common names, with their source. */
export function CommonNames({ names }: { names: NonNullable<SpeciesPageData['vernacular']> }) {
  const { species: m, locale } = useMessages();
  // Each name marked with its language; the English edition leads with the English name.
  const albanian = names.albanian ? (
    <Fragment key="sq">
      <dt>{m.albanianName}</dt>
      <dd lang="sq">{names.albanian}</dd>
    </Fragment>
  ) : null;
  const english = names.english ? (
    <Fragment key="en">
      <dt>{m.englishName}</dt>
      <dd lang="en">{names.english}</dd>
    </Fragment>
  ) : null;
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
