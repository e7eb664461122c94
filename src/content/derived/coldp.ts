// The checklists as a Catalogue of Life Data Package (ColDP 1.2, https://github.com/CatalogueOfLife/coldp), the format
// ChecklistBank and the Catalogue of Life take national checklists in: one NameUsage per name (accepted, with its flat
// classification), the bibliography as References, one Distribution per name and publication that records it in
// Kosovo, the common names as VernacularNames, and the dataset's metadata. Made from the same inputs as the Darwin Core
// Archive (darwin-core.ts) with the same citation resolver, so both carry the same species, references and records.
import { paths } from '../../config/paths.ts';
import { citationIndex, citationResolver, unparenthesized, type CitationResolve } from './citations.ts';
import { isoYear, type ChecklistGroup } from './darwin-core.ts';
import type { Reference } from '../parse/references-md.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import type { Licence, SiteConfig } from '../parse/site-config.ts';
import { currentRelease } from '../parse/site-releases.ts';
import { speciesKey, speciesSlug } from '../parse/species-identity.ts';
import { namesIn } from '../parse/name-list.ts';
import type { VernacularName } from '../parse/vernacular-names.ts';
import { renameTargets, type Rename } from '../parse/renames-csv.ts';

/** The package's files, each a ColDP entity (the flat classification instead of parentID for taxa), and their columns. */
export const COLDP_ENTITIES = {
  nameUsage: {
    file: 'NameUsage.tsv',
    terms: [
      'ID', 'parentID', 'status', 'scientificName', 'authorship', 'rank', 'uninomial', 'genericName', 'infragenericEpithet',
      'specificEpithet', 'infraspecificEpithet', 'code', 'kingdom', 'class', 'order', 'family', 'genus', 'referenceID', 'link',
    ],
  },
  reference: { file: 'Reference.tsv', terms: ['ID', 'citation', 'issued', 'doi'] },
  distribution: { file: 'Distribution.tsv', terms: ['taxonID', 'areaID', 'area', 'gazetteer', 'status', 'referenceID', 'remarks'] },
  vernacularName: { file: 'VernacularName.tsv', terms: ['taxonID', 'name', 'language', 'preferred', 'referenceID'] },
} as const;
export const COLDP_METADATA_FILE = 'metadata.yaml';

export type NameUsageRecord = Record<(typeof COLDP_ENTITIES.nameUsage.terms)[number], string>;
export type ReferenceRecord = Record<(typeof COLDP_ENTITIES.reference.terms)[number], string>;
export type DistributionRecord = Record<(typeof COLDP_ENTITIES.distribution.terms)[number], string>;
export type VernacularRecord = Record<(typeof COLDP_ENTITIES.vernacularName.terms)[number], string>;

/** The licences of site.json as ColDP (SPDX) identifiers: the only three metadata.yaml may state. */
export const COLDP_LICENCES = { 'CC0 1.0': 'CC0-1.0', 'CC BY 4.0': 'CC-BY-4.0', 'CC BY-NC 4.0': 'CC-BY-NC-4.0' } as const satisfies Record<Licence, string>;
export type ColdpLicence = (typeof COLDP_LICENCES)[Licence];

/** A person or organisation in metadata.yaml (ColDP's Agent: a family name, an organisation or an e-mail at least). */
export type ColdpAgent = { family: string; given?: string; email?: string };

/** metadata.yaml: the keys ColDP requires (title, creator, issued, license) and the ones the site knows. */
export type ColdpMetadata = {
  title: string;
  alias: string;
  description: string;
  /** The current release's DOI, bare (`10.5281/zenodo.…`), when site.json gives one. */
  doi?: string;
  /** The current release's date, a year (`2025`) or an ISO date (`2025-03-14`), as site.json gives it. */
  issued: string;
  version: string;
  creator: ColdpAgent[];
  contact: ColdpAgent;
  license?: ColdpLicence;
  url?: string;
  taxonomicScope: string;
  geographicScope: string;
  /** Not a ColDP key (extra keys are allowed): the language of the common names and texts besides English. */
  language: string;
};

export type ColdpTables = {
  nameUsages: NameUsageRecord[];
  references: ReferenceRecord[];
  distributions: DistributionRecord[];
  vernacularNames: VernacularRecord[];
  metadata: ColdpMetadata;
};

export type ColdpOptions = {
  /** The bibliography: every entry is a Reference, each record's citations resolved to it. */
  references?: readonly Reference[];
  /** vernacular-names.csv: the Albanian (`sqi`) and English (`eng`) names of the species the checklists list. */
  vernacular?: readonly VernacularName[];
  /** The site's public address: each name links to its species page, the metadata to the site. */
  siteUrl?: string | null;
  /** The resolver the pages and the Darwin Core Archive use (default: a new one over `references`). */
  resolve?: CitationResolve;
  /** A species' page address from its key (default: speciesSlug; the catalogue's when given). */
  slugOf?: (key: string) => string;
  /** renames.csv: an old name stated a synonym or an earlier combination becomes a synonym of its current name. */
  renames?: readonly Rename[];
};

export const KOSOVO_AREA = { areaID: 'XK', area: 'Kosovo', gazetteer: 'iso' } as const;

/**
 * The package's tables. A name's ID is the Darwin Core Archive's taxonID, the name without authorship
 * (`Canis lupus`): the same species keeps it from one release to the next, whatever rows come before it. A reference's
 * ID is its bibliography entry's id (`geci-naumova-2021a`); a common name's source, not in the bibliography, gets an
 * ID made from its text (`source-…`).
 */
export function coldpTables(config: SiteConfig, groups: readonly ChecklistGroup[], options: ColdpOptions = {}): ColdpTables {
  const bibliography = options.references ?? [];
  const resolve =
    options.resolve ?? (options.references ? citationResolver(citationIndex(options.references, groups.flatMap((group) => group.rows))) : null);
  const slugOf = options.slugOf ?? speciesSlug;
  const site = options.siteUrl ? options.siteUrl.replace(/\/*$/, '/') : null;
  const usages = new Map<string, NameUsageRecord>();
  // Each name's resolved publications, in the order first cited, and the citations that resolved to none.
  const cited = new Map<string, { ids: Set<string>; unresolved: Set<string> }>();
  const idOfKey = new Map<string, string>();
  for (const group of groups) {
    for (const row of group.rows) {
      const name = typesetScientificName(row.lloji);
      const scientificName = cleanScientificName(row.lloji);
      const id = name.canonical ?? scientificName;
      const key = speciesKey(row.lloji);
      if (!idOfKey.has(key)) idOfKey.set(key, id);
      if (!usages.has(id)) {
        const rank = !name.parsed ? '' : name.infraspecies ? 'subspecies' : name.species ? 'species' : 'genus';
        usages.set(id, {
          ID: id,
          parentID: '',
          status: 'accepted',
          // ColDP's scientificName excludes the authorship.
          scientificName: withoutAuthorship(row.lloji, name.authorship),
          authorship: name.authorship ?? '',
          rank,
          uninomial: rank === 'genus' ? (name.genus ?? '') : '',
          genericName: rank === 'genus' ? '' : (name.genus ?? ''),
          infragenericEpithet: name.subgenus ?? '',
          specificEpithet: name.species ?? '',
          infraspecificEpithet: name.infraspecies ?? '',
          code: 'zoological',
          kingdom: 'Animalia',
          class: row.klasa,
          order: row.rendi,
          family: row.familja,
          genus: name.genus ?? '',
          referenceID: '',
          link: site === null ? '' : site + paths.species.href(slugOf(key)).replace(/^\//, ''),
        });
      }
      const record = cited.get(id) ?? { ids: new Set<string>(), unresolved: new Set<string>() };
      cited.set(id, record);
      const parts = resolve?.(row.referenca, { group: group.name, ...row }) ?? [];
      const citations = parts.filter((part) => part.status !== 'text');
      for (const part of citations) {
        if (part.status === 'resolved') record.ids.add(part.referenceId);
        else record.unresolved.add(part.text);
      }
      if (citations.length === 0 && row.referenca.trim() !== '') record.unresolved.add(unparenthesized(row.referenca));
    }
  }

  const distributions: DistributionRecord[] = [];
  for (const [taxonID, { ids, unresolved }] of cited) {
    usages.get(taxonID)!.referenceID = [...ids].join(',');
    const remarks = unresolved.size > 0 ? `Also cited as written: ${[...unresolved].join('; ')}` : '';
    const rows = ids.size > 0 ? [...ids] : [''];
    rows.forEach((referenceID, index) => distributions.push({ taxonID, ...KOSOVO_AREA, status: '', referenceID, remarks: index === 0 ? remarks : '' }));
  }

  const accepted = usages.size;
  // Stated synonyms and earlier combinations (decision 25), each under the name now listed (through later renames of
  // its new name); a misspelling is no name.
  const targets = renameTargets(options.renames ?? [], new Set(idOfKey.keys()));
  for (const rename of options.renames ?? []) {
    const target = targets.get(rename);
    const parentID = target ? idOfKey.get(target) : undefined;
    if (rename.kind === 'misspelling corrected' || parentID === undefined) continue;
    const name = typesetScientificName(rename.from);
    const id = name.canonical ?? cleanScientificName(rename.from);
    if (usages.has(id)) continue; // still listed: the content check warns
    usages.set(id, {
      ...usages.get(parentID)!,
      ID: id,
      parentID,
      status: 'synonym',
      scientificName: withoutAuthorship(rename.from, name.authorship),
      authorship: name.authorship ?? '',
      rank: name.infraspecies ? 'subspecies' : 'species',
      uninomial: '',
      genericName: name.genus ?? '',
      infragenericEpithet: name.subgenus ?? '',
      specificEpithet: name.species ?? '',
      infraspecificEpithet: name.infraspecies ?? '',
      genus: name.genus ?? '',
      referenceID: '',
      link: '',
    });
  }

  const references: ReferenceRecord[] = bibliography.map((reference) => ({
    ID: reference.id,
    citation: reference.plainText,
    issued: isoYear(reference.year).split('/')[0] ?? '',
    doi: reference.doi ?? '',
  }));
  const vernacularNames: VernacularRecord[] = [];
  const sources = new Map<string, string>();
  for (const names of options.vernacular ?? []) {
    const taxonID = idOfKey.get(names.key);
    if (taxonID === undefined) continue; // a species no checklist lists: shown nowhere (the content check warns)
    let referenceID = '';
    if (names.source !== '') {
      referenceID = sources.get(names.source) ?? `source-${fnv1a(names.source)}`;
      sources.set(names.source, referenceID);
    }
    for (const [language, cell] of [['sqi', names.albanian], ['eng', names.english]] as const) {
      namesIn(cell).forEach((name, index) => vernacularNames.push({ taxonID, name, language, preferred: index === 0 ? 'true' : 'false', referenceID }));
    }
  }
  for (const [citation, ID] of sources) references.push({ ID, citation, issued: '', doi: '' });

  return { nameUsages: [...usages.values()], references, distributions, vernacularNames, metadata: coldpMetadata(config, accepted, site) };
}

/** ColDP's scientificName: the name as written without its authorship (`Agonum (Agonum) muelleri`). */
function withoutAuthorship(raw: string, authorship: string | null): string {
  const name = cleanScientificName(raw);
  return authorship && name.endsWith(authorship) ? name.slice(0, -authorship.length).trim() : name;
}

/** A short, stable identifier from a text (FNV-1a, 32 bits, as 8 hex digits). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text.normalize('NFC'))) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** `Surname, Given` → family and given name; a name without a comma is the family name whole. */
function agent(name: string, email?: string): ColdpAgent {
  const [family = name, given] = name.split(/,\s*/);
  return { family: family.trim(), ...(given ? { given: given.trim() } : {}), ...(email ? { email } : {}) };
}

function coldpMetadata(config: SiteConfig, names: number, site: string | null): ColdpMetadata {
  const { citation } = config;
  const creator = citation.authors.map((author) => agent(author));
  const release = currentRelease(config);
  return {
    ...(release.doi ? { doi: release.doi } : {}),
    title: citation.title,
    alias: config.productName,
    description: `Checklist of the animal species recorded in the Republic of Kosovo, in ${config.groups.length} animal groups: ${names} names, each with the publications that record it in Kosovo.`,
    issued: release.issued,
    version: String(release.version),
    creator,
    // ColDP has one contact: site.json's, or else the first author (the content check warns when it is missing).
    contact: config.contact ? agent(config.contact.name, config.contact.email) : creator[0]!,
    ...(config.licence ? { license: COLDP_LICENCES[config.licence] } : {}),
    ...(site ? { url: site } : {}),
    taxonomicScope: 'Animalia',
    geographicScope: 'Republic of Kosovo',
    language: 'sqi',
  };
}
