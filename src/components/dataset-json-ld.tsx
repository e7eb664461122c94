import { useLocation } from 'react-router';
import site from 'virtual:fauna/site';
import { publicUrl } from '../config/page-meta.ts';
import { inEdition } from '../config/paths.ts';
import { formatCitation, licenceUrl } from '../content/parse/site-config.ts';
import { datasetJsonLd } from '../content/derived/structured-data.ts';
import { JsonLd } from './json-ld.tsx';
import { useMessages } from '../i18n/messages.tsx';

type Props = {
  /** The page's title (a group's name); none for the whole checklist on the home page. */
  title?: string;
  description: string;
  keywords?: readonly string[];
  /** Router paths of the files the page offers (e.g. `data/Odonata.csv`) with their media type. */
  downloads?: readonly { path: string; encodingFormat: string }[];
};

/** Bioschemas Dataset JSON-LD of the current page, from site.json (name, citation, licence). */
export function DatasetJsonLd({ title, description, keywords = [], downloads = [] }: Props) {
  const { pathname } = useLocation();
  const { locale } = useMessages();
  const data = datasetJsonLd({
    name: title ? `${site.productName}: ${title}` : site.productName,
    description,
    inLanguage: locale,
    url: publicUrl(pathname),
    keywords: ['Kosovo', 'Kosova', 'fauna', 'checklist', 'biodiversity', ...keywords],
    licenceUrl: licenceUrl(site),
    citation: site.citation,
    citationText: formatCitation(site.citation),
    publisher: { name: site.productName, url: publicUrl(inEdition(locale, '/')) },
    downloads: downloads.map((file) => ({ url: publicUrl(file.path), encodingFormat: file.encodingFormat })),
  });
  return <JsonLd data={data} />;
}
