// JSON-LD for search engines and biodiversity portals: Bioschemas Taxon and Dataset profiles, schema.org BreadcrumbList.
// Pure builders; the pages render them with <JsonLd> (src/components/json-ld.tsx).

import { namesIn } from '../parse/name-list.ts';

export type JsonLd = Record<string, unknown>;

export const TAXON_PROFILE = 'https://bioschemas.org/profiles/Taxon/1.0-RELEASE';
export const DATASET_PROFILE = 'https://bioschemas.org/profiles/Dataset/1.0-RELEASE';
const PREFIXES = { dct: 'http://purl.org/dc/terms/' };
const CONTEXT = ['https://schema.org', PREFIXES];
/** The Taxon profile's context: Darwin Core too, for `dwc:vernacularName`. */
const TAXON_CONTEXT = ['https://schema.org', { ...PREFIXES, dwc: 'http://rs.tdwg.org/dwc/terms/' }];

export type TaxonRank = 'subspecies' | 'species' | 'genus' | 'family' | 'order' | 'class';

/** Wikidata items of the ranks, the controlled vocabulary Bioschemas suggests beside the plain rank. */
const RANK_IRI: Record<TaxonRank, string> = {
  subspecies: 'https://www.wikidata.org/wiki/Q68947',
  species: 'https://www.wikidata.org/wiki/Q7432',
  genus: 'https://www.wikidata.org/wiki/Q34740',
  family: 'https://www.wikidata.org/wiki/Q35409',
  order: 'https://www.wikidata.org/wiki/Q36602',
  class: 'https://www.wikidata.org/wiki/Q37517',
};

const conformsTo = (profile: string) => ({ 'dct:conformsTo': { '@id': profile, '@type': 'CreativeWork' } });
const rank = (value: TaxonRank) => [value, RANK_IRI[value]];

/** A publication a record rests on, as the citation resolution gives it. */
export type Publication = { citation: string; doi?: string | undefined; url?: string | undefined };

export type TaxonInput = {
  /** Public address of the species page. */
  url: string;
  /** 'Genus species [infraspecies]', without subgenus, qualifiers or authorship. */
  scientificName: string;
  authorship: string | null;
  rank: 'species' | 'subspecies';
  genus: string;
  family: string;
  order: string;
  /** The class, when the checklist has a Klasa column. */
  klasa?: string | undefined;
  publications: readonly Publication[];
  /** Its common names as vernacular-names.csv gives them, several in a cell parted as "ujku / ujk". */
  commonNames?: { albanian: string; english: string } | null;
  /** Its synonyms (renames.csv): each name with its authorship, and split into the two (`author` null when none). */
  synonyms?: readonly { fullName: string; name: string; author: string | null }[];
};

/**
 * Bioschemas Taxon 1.0-RELEASE of a species page, with its parent chain genus → family → order (→ class), its
 * common names as the profile's `dwc:vernacularName`, each tagged with its language (as the profile's example does),
 * and its synonyms as the profile's `alternateName` and `alternateScientificName`.
 */
export function taxonJsonLd(taxon: TaxonInput): JsonLd {
  const fullName = taxon.authorship ? `${taxon.scientificName} ${taxon.authorship}` : taxon.scientificName;
  const chain: [TaxonRank, string | undefined][] = [
    ['genus', taxon.genus],
    ['family', taxon.family],
    ['order', taxon.order],
    ['class', taxon.klasa],
  ];
  const parent = chain
    .filter((entry): entry is [TaxonRank, string] => Boolean(entry[1]))
    .reduceRight<JsonLd | undefined>((above, [level, name]) => ({ '@type': 'Taxon', name, taxonRank: rank(level), ...(above ? { parentTaxon: above } : {}) }), undefined);
  return {
    '@context': TAXON_CONTEXT,
    '@type': 'Taxon',
    '@id': taxon.url,
    ...conformsTo(TAXON_PROFILE),
    name: fullName,
    taxonRank: rank(taxon.rank),
    scientificName: {
      '@type': 'TaxonName',
      name: taxon.scientificName,
      ...(taxon.authorship ? { author: taxon.authorship } : {}),
      taxonRank: rank(taxon.rank),
    },
    ...vernacularNames(taxon.commonNames),
    ...(taxon.synonyms?.length
      ? {
          alternateName: taxon.synonyms.map(({ fullName }) => fullName),
          alternateScientificName: taxon.synonyms.map(({ name, author }) => ({ '@type': 'TaxonName', name, ...(author ? { author } : {}) })),
        }
      : {}),
    ...(parent ? { parentTaxon: parent } : {}),
    ...(taxon.publications.length ? { isBasedOn: taxon.publications.map(creativeWork) } : {}),
    url: taxon.url,
  };
}

/** Common names as language-tagged values, Albanian then English; none, no property. */
function vernacularNames(names: TaxonInput['commonNames']): JsonLd {
  const cells = names ? ([['sq', names.albanian], ['en', names.english]] as const) : [];
  const tagged = cells.flatMap(([language, cell]) => namesIn(cell).map((name) => ({ '@language': language, '@value': name })));
  return tagged.length ? { 'dwc:vernacularName': tagged } : {};
}

function creativeWork(publication: Publication): JsonLd {
  const doi = publication.doi?.replace(/^https?:\/\/(?:dx\.)?doi\.org\//i, '');
  const doiUrl = doi ? `https://doi.org/${doi}` : undefined;
  return {
    '@type': 'CreativeWork',
    name: publication.citation,
    ...(doiUrl ? { identifier: doiUrl, sameAs: doiUrl } : {}),
    ...(publication.url || doiUrl ? { url: publication.url ?? doiUrl } : {}),
  };
}

/** schema.org BreadcrumbList: each step's name and address, from the home page down. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

export type DatasetInput = {
  name: string;
  description: string;
  /** The language of the page describing the dataset (BCP 47: `sq`, `en`). */
  inLanguage?: string;
  /** Address of the page describing the dataset (its identifier too). */
  url: string;
  keywords: readonly string[];
  licenceUrl?: string | undefined;
  citation: { authors: readonly string[]; year: number; version: number };
  /** Text of the citation, as the site shows it. */
  citationText: string;
  publisher: { name: string; url: string };
  /** Files the dataset can be downloaded as (absolute or site-relative addresses). */
  downloads?: readonly { url: string; encodingFormat: string }[];
  /** The release the page shows: its version, date and DOI (else the citation's version and year). */
  release?: DatasetRelease;
  /** The whole checklist, when the page shows a part of it (a group): its name and DOI. */
  partOf?: { name: string; doi: string | null };
  /** The release before it, which this one is based on, with its downloads. */
  previous?: DatasetRelease & { name: string; downloads: readonly { url: string; encodingFormat: string }[] };
};

export type DatasetRelease = { version: number; issued: string; doi: string | null };

const doiAddress = (doi: string) => `https://doi.org/${doi}`;

/**
 * Bioschemas Dataset 1.0-RELEASE of the whole checklist (home page) or one group's checklist: its release's version
 * and date, its DOI as its identifier when it has one (a group's page names the whole checklist it is part of, with
 * the DOI), and the release before it as what it is based on (schema.org has no "previous version" property;
 * isBasedOn is "a resource from which this work is derived or from which it is a modification").
 */
export function datasetJsonLd(dataset: DatasetInput): JsonLd {
  const release = dataset.release ?? { version: dataset.citation.version, issued: String(dataset.citation.year), doi: null };
  const { previous, partOf } = dataset;
  return {
    '@context': CONTEXT,
    '@type': 'Dataset',
    '@id': dataset.url,
    ...conformsTo(DATASET_PROFILE),
    name: dataset.name,
    description: dataset.description,
    ...(dataset.inLanguage ? { inLanguage: dataset.inLanguage } : {}),
    identifier: release.doi && !partOf ? doiAddress(release.doi) : dataset.url,
    ...(release.doi && !partOf ? { sameAs: doiAddress(release.doi) } : {}),
    keywords: [...dataset.keywords],
    ...(dataset.licenceUrl ? { license: dataset.licenceUrl } : {}),
    url: dataset.url,
    datePublished: release.issued,
    version: String(release.version),
    creator: dataset.citation.authors.map((name) => ({ '@type': 'Person', name })),
    publisher: { '@type': 'Organization', name: dataset.publisher.name, url: dataset.publisher.url },
    citation: dataset.citationText,
    isAccessibleForFree: true,
    ...(dataset.downloads?.length
      ? { distribution: dataset.downloads.map((file) => ({ '@type': 'DataDownload', contentUrl: file.url, encodingFormat: file.encodingFormat })) }
      : {}),
    ...(partOf?.doi ? { isPartOf: { '@type': 'Dataset', name: partOf.name, identifier: doiAddress(partOf.doi) } } : {}),
    ...(previous
      ? {
          isBasedOn: {
            '@type': 'Dataset',
            name: previous.name,
            version: String(previous.version),
            datePublished: previous.issued,
            ...(previous.doi ? { identifier: doiAddress(previous.doi) } : {}),
            distribution: previous.downloads.map((file) => ({ '@type': 'DataDownload', contentUrl: file.url, encodingFormat: file.encodingFormat })),
          },
        }
      : {}),
  };
}

/** The text of a JSON-LD script: `<` escaped so that the data can never close the script element. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
