// The checklists as a Darwin Core Archive (https://dwc.tdwg.org/text/), the format GBIF and other biodiversity
// portals import: a Taxon core (one row per name) and a Distribution extension (one row per checklist record: the
// species is present in Kosovo, with the publication that records it), and, when the bibliography is given, the GBIF
// Reference extension (one row per taxon and resolved publication).
import { paths } from '../../config/paths.ts';
import type { ChecklistRow } from '../parse/checklist-csv.ts';
import type { CanonicalColumn } from '../parse/checklist-headers.ts';
import { citationIndex, citationResolver, unparenthesized, type CitationPart, type CitationResolve } from './citations.ts';
import type { Reference } from '../parse/references-md.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import type { SiteConfig } from '../parse/site-config.ts';
import { currentRelease, doiUrl } from '../parse/site-releases.ts';
import { speciesKey, speciesSlug } from '../parse/species-identity.ts';

const DWC = 'http://rs.tdwg.org/dwc/terms/';
const DCTERMS = 'http://purl.org/dc/terms/';
const GBIF = 'http://rs.gbif.org/terms/1.0/';

export const TAXON_TERMS = [
  'taxonID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'kingdom', 'class', 'order', 'family',
  'genus', 'subgenus', 'specificEpithet', 'infraspecificEpithet', 'nomenclaturalCode', 'references',
] as const;
export const DISTRIBUTION_TERMS = ['taxonID', 'locality', 'countryCode', 'occurrenceStatus', 'source'] as const;
/** The GBIF Reference extension (http://rs.gbif.org/extension/gbif/1.0/references.xml); the DOI is the identifier. */
export const REFERENCE_TERMS = ['taxonID', 'bibliographicCitation', 'identifier', 'date'] as const;

export type DarwinCoreTerm = (typeof TAXON_TERMS)[number] | (typeof DISTRIBUTION_TERMS)[number] | (typeof REFERENCE_TERMS)[number];
type Term = DarwinCoreTerm;

/** Each term's definition, as meta.xml names it. */
export const TERM_URIS: Record<Term, string> = {
  taxonID: `${DWC}taxonID`,
  scientificName: `${DWC}scientificName`,
  scientificNameAuthorship: `${DWC}scientificNameAuthorship`,
  taxonRank: `${DWC}taxonRank`,
  kingdom: `${DWC}kingdom`,
  class: `${DWC}class`,
  order: `${DWC}order`,
  family: `${DWC}family`,
  genus: `${DWC}genus`,
  subgenus: `${DWC}subgenus`,
  specificEpithet: `${DWC}specificEpithet`,
  infraspecificEpithet: `${DWC}infraspecificEpithet`,
  nomenclaturalCode: `${DWC}nomenclaturalCode`,
  locality: `${DWC}locality`,
  countryCode: `${DWC}countryCode`,
  occurrenceStatus: `${DWC}occurrenceStatus`,
  source: `${DCTERMS}source`,
  references: `${DCTERMS}references`,
  bibliographicCitation: `${DCTERMS}bibliographicCitation`,
  identifier: `${DCTERMS}identifier`,
  date: `${DCTERMS}date`,
};

/** The values the archive states itself, the same in every row: animals, named under the zoological code, present in Kosovo. */
const FIXED = { kingdom: 'Animalia', nomenclaturalCode: 'ICZN', locality: 'Kosovo', countryCode: 'XK', occurrenceStatus: 'present' } as const;

/**
 * Where each term's values come from, for the readers of the data ("About the data"): a checklist column (as written,
 * or what is read from it), or a value the archive states itself. darwin-core.test.ts holds the tables to it.
 */
export type TermSource =
  | { column: Extract<CanonicalColumn, 'Klasa' | 'Rendi' | 'Familja'>; how: 'asWritten' }
  | { column: Extract<CanonicalColumn, 'Lloji'>; how: 'nameId' | 'fullName' | 'authorship' | 'rank' | 'namePart' | 'speciesPage' }
  | { column: Extract<CanonicalColumn, 'Referenca'>; how: 'sources' | 'entry' | 'doi' | 'year' }
  | { column: null; how: 'fixed'; value: string };

const fixed = (term: keyof typeof FIXED): TermSource => ({ column: null, how: 'fixed', value: FIXED[term] });

/** Every term the archive writes, by name (a term in one of the files is the same term in the others). */
export const TERM_SOURCES: Record<Term, TermSource> = {
  taxonID: { column: 'Lloji', how: 'nameId' },
  scientificName: { column: 'Lloji', how: 'fullName' },
  scientificNameAuthorship: { column: 'Lloji', how: 'authorship' },
  taxonRank: { column: 'Lloji', how: 'rank' },
  kingdom: fixed('kingdom'),
  class: { column: 'Klasa', how: 'asWritten' },
  order: { column: 'Rendi', how: 'asWritten' },
  family: { column: 'Familja', how: 'asWritten' },
  genus: { column: 'Lloji', how: 'namePart' },
  subgenus: { column: 'Lloji', how: 'namePart' },
  specificEpithet: { column: 'Lloji', how: 'namePart' },
  infraspecificEpithet: { column: 'Lloji', how: 'namePart' },
  nomenclaturalCode: fixed('nomenclaturalCode'),
  references: { column: 'Lloji', how: 'speciesPage' },
  locality: fixed('locality'),
  countryCode: fixed('countryCode'),
  occurrenceStatus: fixed('occurrenceStatus'),
  source: { column: 'Referenca', how: 'sources' },
  bibliographicCitation: { column: 'Referenca', how: 'entry' },
  identifier: { column: 'Referenca', how: 'doi' },
  date: { column: 'Referenca', how: 'year' },
};

export type ChecklistGroup = { name: string; rows: readonly ChecklistRow[] };
type TaxonRecord = Record<(typeof TAXON_TERMS)[number], string>;
type DistributionRecord = Record<(typeof DISTRIBUTION_TERMS)[number], string>;
type ReferenceRecord = Record<(typeof REFERENCE_TERMS)[number], string>;
export type DarwinCoreTables = { taxa: TaxonRecord[]; distributions: DistributionRecord[]; references: ReferenceRecord[] };

export type DarwinCoreOptions = {
  /** The bibliography: each record's citations are resolved to it (source, Reference extension). */
  references?: readonly Reference[];
  /** The site's public address; each taxon then points to its species page (`references`). */
  siteUrl?: string | null;
  /** The resolver the pages use (default: a new one over `references`). */
  resolve?: CitationResolve;
  /** A species' page address from its key (default: speciesSlug; the catalogue's when given). */
  slugOf?: (key: string) => string;
};

/**
 * One taxon per name (a name listed twice, in one group or two, is one taxon with two distribution records), in
 * checklist order. The taxon ID is the name without authorship: stable from one version to the next.
 */
export function darwinCoreTables(groups: readonly ChecklistGroup[], options: DarwinCoreOptions = {}): DarwinCoreTables {
  const taxa = new Map<string, TaxonRecord>();
  // One distribution record per taxon (the area is always Kosovo): the sources of all its records, each once.
  const distributions = new Map<string, DistributionRecord & { sources: Set<string> }>();
  const references = new Map<string, ReferenceRecord>();
  const byId = new Map((options.references ?? []).map((reference) => [reference.id, reference]));
  const resolve =
    options.resolve ?? (options.references ? citationResolver(citationIndex(options.references, groups.flatMap((group) => group.rows))) : null);
  const slugOf = options.slugOf ?? speciesSlug;
  const site = options.siteUrl ? options.siteUrl.replace(/\/*$/, '/') : null;
  for (const group of groups) {
    for (const row of group.rows) {
      const name = typesetScientificName(row.lloji);
      const scientificName = cleanScientificName(row.lloji);
      const taxonID = name.canonical ?? scientificName;
      if (!taxa.has(taxonID)) {
        taxa.set(taxonID, {
          taxonID,
          scientificName,
          scientificNameAuthorship: name.authorship ?? '',
          taxonRank: !name.parsed ? '' : name.infraspecies ? 'subspecies' : name.species ? 'species' : 'genus',
          kingdom: FIXED.kingdom,
          class: row.klasa,
          order: row.rendi,
          family: row.familja,
          genus: name.genus ?? '',
          subgenus: name.subgenus ?? '',
          specificEpithet: name.species ?? '',
          infraspecificEpithet: name.infraspecies ?? '',
          nomenclaturalCode: FIXED.nomenclaturalCode,
          references: site === null ? '' : site + paths.species.href(slugOf(speciesKey(row.lloji))).replace(/^\//, ''),
        });
      }
      const parts = resolve?.(row.referenca, { group: group.name, ...row }) ?? [];
      const distribution = distributions.get(taxonID) ?? { taxonID, locality: FIXED.locality, countryCode: FIXED.countryCode, occurrenceStatus: FIXED.occurrenceStatus, source: '', sources: new Set<string>() };
      distributions.set(taxonID, distribution);
      for (const text of sources(row.referenca, parts, byId)) distribution.sources.add(text);
      for (const part of parts) {
        const reference = part.status === 'resolved' ? byId.get(part.referenceId) : undefined;
        if (!reference || references.has(`${taxonID}\n${reference.id}`)) continue;
        references.set(`${taxonID}\n${reference.id}`, {
          taxonID,
          bibliographicCitation: reference.plainText,
          identifier: reference.doi === null ? '' : `https://doi.org/${reference.doi}`,
          date: isoYear(reference.year),
        });
      }
    }
  }
  return {
    taxa: [...taxa.values()],
    distributions: [...distributions.values()].map(({ sources, ...record }) => ({ ...record, source: [...sources].filter(Boolean).join(' | ') })),
    references: [...references.values()],
  };
}

/** A record's sources: each resolved citation as its full bibliography entry, the others as written. */
function sources(cell: string, parts: readonly CitationPart[], byId: ReadonlyMap<string, Reference>): string[] {
  const cited = parts.filter((part) => part.status !== 'text');
  if (!cited.some((part) => part.status === 'resolved')) return [unparenthesized(cell)];
  return cited.map((part) => (part.status === 'resolved' ? (byId.get(part.referenceId)?.plainText ?? part.text) : part.text));
}

/** `2021a` → `2021`, `1922–1940` → `1922/1940` (ISO 8601 interval), `n.d.` → ''. */
export function isoYear(year: string | null): string {
  const years = year?.match(/\d{4}/g) ?? [];
  return years.join('/');
}

/** A tab-separated file with a header row; the format has no quoting, so tabs and line breaks become spaces. */
export function tabSeparated<T extends string>(terms: readonly T[], records: readonly Record<T, string>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t');
  return [line(terms), ...records.map((record) => line(terms.map((term) => record[term])))].join('\n') + '\n';
}

/** The archive's descriptor (which file holds which terms) and its dataset metadata. */
export const META_FILE = 'meta.xml';
export const EML_FILE = 'eml.xml';
export const TAXON_FILE = 'taxon.txt';
export const DISTRIBUTION_FILE = 'distribution.txt';
export const REFERENCE_FILE = 'references.txt';

/** The archive's data files: the Taxon core and its extensions, each with its row type and its columns in file order. */
export const DARWIN_CORE_FILES = {
  taxon: { file: TAXON_FILE, rowType: `${DWC}Taxon`, terms: TAXON_TERMS },
  distribution: { file: DISTRIBUTION_FILE, rowType: `${GBIF}Distribution`, terms: DISTRIBUTION_TERMS },
  /** Written only when some citation resolves to the bibliography. */
  reference: { file: REFERENCE_FILE, rowType: `${GBIF}Reference`, terms: REFERENCE_TERMS },
} as const;

/** The archive's descriptor: which file holds which terms (the Reference extension only when there are rows). */
export function metaXml({ references = false }: { references?: boolean } = {}): string {
  const fields = (terms: readonly Term[], from: number) =>
    terms.map((term, index) => `    <field index="${index + from}" term="${TERM_URIS[term]}"/>`).join('\n');
  const format = 'encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1"';
  const extension = ({ rowType, file, terms }: { rowType: string; file: string; terms: readonly Term[] }) => `  <extension ${format} rowType="${rowType}">
    <files><location>${file}</location></files>
    <coreid index="0"/>
${fields(terms.slice(1), 1)}
  </extension>
`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="${EML_FILE}">
  <core ${format} rowType="${DARWIN_CORE_FILES.taxon.rowType}">
    <files><location>${DARWIN_CORE_FILES.taxon.file}</location></files>
    <id index="0"/>
${fields(DARWIN_CORE_FILES.taxon.terms, 0)}
  </core>
${extension(DARWIN_CORE_FILES.distribution)}${references ? extension(DARWIN_CORE_FILES.reference) : ''}</archive>
`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The licences GBIF accepts for a dataset. */
export type DatasetLicence = 'CC0 1.0' | 'CC BY 4.0' | 'CC BY-NC 4.0';
export type DatasetContact = { name: string; email: string };
export type EmlOptions = { licence?: DatasetLicence | null; contact?: DatasetContact | null; siteUrl?: string | null };

/** GBIF's wording of each licence (as its IPT writes it), with the legal code's address. */
const LICENCES: Record<DatasetLicence, { url: string; title: string; text: (link: string) => string }> = {
  'CC0 1.0': {
    url: 'http://creativecommons.org/publicdomain/zero/1.0/legalcode',
    title: 'Public Domain (CC0 1.0)',
    text: (link) => `To the extent possible under law, the publisher has waived all rights to these data and has dedicated them to the ${link}. Users may copy, modify, distribute and use the work, including for commercial purposes, without restriction.`,
  },
  'CC BY 4.0': {
    url: 'http://creativecommons.org/licenses/by/4.0/legalcode',
    title: 'Creative Commons Attribution (CC-BY 4.0) License',
    text: (link) => `This work is licensed under a ${link}.`,
  },
  'CC BY-NC 4.0': {
    url: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode',
    title: 'Creative Commons Attribution Non Commercial (CC-BY-NC 4.0) License',
    text: (link) => `This work is licensed under a ${link}.`,
  },
};

/** `Surname, Given` → given name and surname; a name without a comma is kept whole as the surname. */
function individualName(name: string): string {
  const [surName = name, givenName] = name.split(/,\s*/);
  const given = givenName ? `<givenName>${escapeXml(givenName)}</givenName>` : '';
  return `<individualName>${given}<surName>${escapeXml(surName)}</surName></individualName>`;
}

/**
 * The dataset's metadata (EML 2.1.1, elements in the schema's order): the release's DOI when it has one, title,
 * version, authors as in the site's citation, the release's date, language, a summary, and when given the licence
 * and the site's address; the contact from site.json, or else the citation's authors (EML requires one; GBIF requires
 * a licence and a contact before it publishes a dataset). GBIF's profile has no element for a version: it is in the
 * packageId (`…-v2`, as GBIF's IPT writes `…/v2`) and the title.
 */
export function emlXml(config: SiteConfig, taxa: number, { licence, contact, siteUrl }: EmlOptions = {}): string {
  const { citation } = config;
  const release = currentRelease(config);
  const creators = citation.authors.map((author) => `    <creator>${individualName(author)}</creator>`).join('\n');
  const party = contact ? `${individualName(contact.name)}<electronicMailAddress>${escapeXml(contact.email)}</electronicMailAddress>` : '';
  // EML requires a contact: without one in site.json, the citation's authors stand in (the content check warns).
  const contacts = contact ? [party] : citation.authors.map(individualName);
  const licenceText = licence ? LICENCES[licence] : null;
  const optional = [
    contact && `    <metadataProvider>${party}</metadataProvider>`,
    `    <pubDate>${release.issued}</pubDate>`,
    '    <language>sq</language>',
    `    <abstract><para>Checklist of the animal species recorded in the Republic of Kosovo, in ${config.groups.length} animal groups: ${taxa} names, each with the publication that records it in Kosovo.</para></abstract>`,
    licenceText &&
      `    <intellectualRights><para>${licenceText.text(`<ulink url="${licenceText.url}"><citetitle>${licenceText.title}</citetitle></ulink>`)}</para></intellectualRights>`,
    siteUrl && `    <distribution scope="document"><online><url function="information">${escapeXml(siteUrl)}</url></online></distribution>`,
    ...contacts.map((who) => `    <contact>${who}</contact>`),
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" packageId="fauna-of-kosovo-v${citation.version}" system="fauna-of-kosovo" scope="system" xml:lang="en">
  <dataset>
${release.doi ? `    <alternateIdentifier>${escapeXml(doiUrl(release.doi))}</alternateIdentifier>\n` : ''}    <title>${escapeXml(citation.title)}, version ${citation.version}</title>
${creators}
${optional.join('\n')}
  </dataset>
</eml:eml>
`;
}
