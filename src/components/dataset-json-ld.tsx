import { useLocation } from 'react-router';
import site from 'virtual:fauna/site';
import releases from 'virtual:fauna/releases';
import { publicUrl } from '../config/page-meta.ts';
import { inEdition } from '../config/paths.ts';
import { formatCitation, licenceUrl } from '../content/parse/site-config.ts';
import { currentRelease } from '../content/parse/site-releases.ts';
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

/**
 * Bioschemas Dataset JSON-LD of the current page, from site.json (name, citation, licence) and the releases (the
 * current one's version, date and DOI; the one before it, with its whole-fauna CSV and bibliography).
 */
export function DatasetJsonLd({ title, description, keywords = [], downloads = [] }: Props) {
  const { pathname } = useLocation();
  const { locale } = useMessages();
  const release = currentRelease(site);
  const before = releases.find((entry) => entry.version === releases.find((current) => current.current)?.previous);
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
    release: { version: release.version, issued: release.issued, doi: release.doi ?? null },
    ...(title ? { partOf: { name: site.productName, doi: release.doi ?? null } } : {}),
    ...(before
      ? {
          previous: {
            name: `${site.citation.title}, version ${before.version}`,
            version: before.version,
            issued: before.issued,
            doi: before.doi,
            downloads: before.downloads
              .filter((file) => file.kind === 'fauna' || file.kind === 'references')
              .map((file) => ({ url: publicUrl(file.path), encodingFormat: file.mediaType })),
          },
        }
      : {}),
  });
  return <JsonLd data={data} />;
}
