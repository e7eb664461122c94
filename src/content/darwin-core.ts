// The checklists as a Darwin Core Archive (https://dwc.tdwg.org/text/), the format GBIF and other biodiversity
// portals import: a Taxon core (one row per name) and a Distribution extension (one row per checklist record: the
// species is present in Kosovo, with the publication that records it).
import type { ChecklistRow } from './checklist-csv.ts';
import { cleanScientificName, typesetScientificName } from './scientific-name.ts';
import type { SiteConfig } from './site-config.ts';

const DWC = 'http://rs.tdwg.org/dwc/terms/';
const DCTERMS = 'http://purl.org/dc/terms/';

export const TAXON_TERMS = [
  'taxonID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'kingdom', 'class', 'order', 'family',
  'genus', 'subgenus', 'specificEpithet', 'infraspecificEpithet', 'nomenclaturalCode',
] as const;
export const DISTRIBUTION_TERMS = ['taxonID', 'locality', 'countryCode', 'occurrenceStatus', 'source'] as const;

const TERM_URIS: Record<(typeof TAXON_TERMS)[number] | (typeof DISTRIBUTION_TERMS)[number], string> = {
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
};

export type ChecklistGroup = { name: string; rows: readonly ChecklistRow[] };
type TaxonRecord = Record<(typeof TAXON_TERMS)[number], string>;
type DistributionRecord = Record<(typeof DISTRIBUTION_TERMS)[number], string>;
export type DarwinCoreTables = { taxa: TaxonRecord[]; distributions: DistributionRecord[] };

/**
 * One taxon per name (a name listed twice, in one group or two, is one taxon with two distribution records), in
 * checklist order. The taxon ID is the name without authorship: stable from one version to the next.
 */
export function darwinCoreTables(groups: readonly ChecklistGroup[]): DarwinCoreTables {
  const taxa = new Map<string, TaxonRecord>();
  const distributions: DistributionRecord[] = [];
  for (const group of groups) {
    for (const row of group.rows) {
      const name = typesetScientificName(row.lloji);
      const scientificName = commaBeforeYear(cleanScientificName(row.lloji));
      const taxonID = name.canonical ?? scientificName;
      if (!taxa.has(taxonID)) {
        taxa.set(taxonID, {
          taxonID,
          scientificName,
          scientificNameAuthorship: commaBeforeYear(name.authorship ?? ''),
          taxonRank: !name.parsed ? '' : name.infraspecies ? 'subspecies' : name.species ? 'species' : 'genus',
          kingdom: 'Animalia',
          class: row.klasa,
          order: row.rendi,
          family: row.familja,
          genus: name.genus ?? '',
          subgenus: name.subgenus ?? '',
          specificEpithet: name.species ?? '',
          infraspecificEpithet: name.infraspecies ?? '',
          nomenclaturalCode: 'ICZN',
        });
      }
      distributions.push({ taxonID, locality: 'Kosovo', countryCode: 'XK', occurrenceStatus: 'present', source: row.referenca });
    }
  }
  return { taxa: [...taxa.values()], distributions };
}

/** 'Ibrahimi & Bilalli 2023' → 'Ibrahimi & Bilalli, 2023': the standard form the site shows as written. */
function commaBeforeYear(text: string): string {
  return text.replace(/([^\s,(])\s(\d{4}\)?)$/u, '$1, $2');
}

/** A tab-separated file with a header row; the format has no quoting, so tabs and line breaks become spaces. */
export function tabSeparated<T extends string>(terms: readonly T[], records: readonly Record<T, string>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t');
  return [line(terms), ...records.map((record) => line(terms.map((term) => record[term])))].join('\n') + '\n';
}

export const TAXON_FILE = 'taxon.txt';
export const DISTRIBUTION_FILE = 'distribution.txt';

/** The archive's descriptor: which file holds which terms. */
export function metaXml(): string {
  const fields = (terms: readonly (keyof typeof TERM_URIS)[], from: number) =>
    terms.map((term, index) => `    <field index="${index + from}" term="${TERM_URIS[term]}"/>`).join('\n');
  const format = 'encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core ${format} rowType="${DWC}Taxon">
    <files><location>${TAXON_FILE}</location></files>
    <id index="0"/>
${fields(TAXON_TERMS, 0)}
  </core>
  <extension ${format} rowType="http://rs.gbif.org/terms/1.0/Distribution">
    <files><location>${DISTRIBUTION_FILE}</location></files>
    <coreid index="0"/>
${fields(DISTRIBUTION_TERMS.slice(1), 1)}
  </extension>
</archive>
`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The dataset's metadata (EML 2.1.1): title, version, authors as in the site's citation, language, a summary. */
export function emlXml(config: SiteConfig, taxa: number): string {
  const { citation } = config;
  const creators = citation.authors
    .map((author) => {
      const [surName = author, givenName] = author.split(/,\s*/);
      const given = givenName ? `<givenName>${escapeXml(givenName)}</givenName>` : '';
      return `    <creator><individualName>${given}<surName>${escapeXml(surName)}</surName></individualName></creator>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" packageId="fauna-of-kosovo-v${citation.version}" system="fauna-of-kosovo" scope="system" xml:lang="en">
  <dataset>
    <title>${escapeXml(citation.title)}, version ${citation.version}</title>
${creators}
    <pubDate>${citation.year}</pubDate>
    <language>sq</language>
    <abstract><para>Checklist of the animal species recorded in the Republic of Kosovo, in ${config.groups.length} animal groups: ${taxa} names, each with the publication that records it in Kosovo.</para></abstract>
  </dataset>
</eml:eml>
`;
}
