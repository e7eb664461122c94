import type { MetaDescriptor } from 'react-router';

const SITE_NAME = 'Fauna of Kosovo';

/** Title and description of a page, as every route's `meta` returns them. */
export function pageMeta(title: string | null, description: string): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Fauna e Kosovës`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
