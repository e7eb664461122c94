import escapeStringRegexp from 'escape-string-regexp';
import { citationView, withoutEnclosingParentheses, type CitationResolve, type CitationView } from '../../content/derived/citations.ts';
import type { EndemicContent } from '../../content/parse/endemic.ts';
import { referenceAnchor, type Reference } from '../../content/parse/references-md.ts';
import type { GalleryItem } from '../../content/parse/gallery-csv.ts';
import { photoKey, type PhotoManifest, type ProcessedPhoto } from '../../content/derived/photo-manifest.ts';
import type { Species, SpeciesCatalogue } from '../../content/derived/species-catalogue.ts';
import type { VernacularName } from '../../content/parse/vernacular-names.ts';
import type { TwoLanguages } from '../../content/derived/in-language.ts';
import { clipRuns, namesInTexts, runsOfInlines, type KnownNames, type NameRun, type NamesInTexts } from '../../content/derived/names-in-text.ts';
import type { FormerName, RenamedName } from '../../content/derived/renamed-names.ts';
import type { RenameKind } from '../../content/parse/renames-csv.ts';

/** Where a species stands in a checklist: the group's list, its order and family there. */
export type Placement = { group: string; klasa: string; order: string; family: string };
/**
 * A publication a record cites, as the bibliography gives it, without its DOI's address (the page links the DOI):
 * its text in runs, with its italics (journals, names).
 */
export type Publication = { anchor: string; runs: NameRun[]; doi: string | null };
/**
 * One checklist row's source: its Referenca cell, each citation with the anchor of its entry when it resolves, and the
 * entries an ambiguous citation may be (`candidates`: empty when none is ambiguous).
 */
export type SourceRecord = { group: string; citations: CitationView; candidates: Publication[] };

/** An earlier name of a species (renames.csv): its source's citations linked to their bibliography entries. */
export type FormerNameView = { name: string; kind: RenameKind; source: CitationView };
/** The page at an old name's address: the old name, how it changed, and the species it leads to. */
export type RenamedPageData = FormerNameView & Pick<RenamedName, 'slug' | 'current'>;

/** Everything a species page shows, assembled at build time (the page itself imports no content). */
export type SpeciesPageData = {
  slug: string;
  key: string;
  name: string;
  authorship: string | null;
  genus: string | null;
  placements: Placement[];
  sources: SourceRecord[];
  /** The bibliography entries the records' citations resolve to, each once. */
  publications: Publication[];
  /** The endemic page's texts on the species, each with its English twin where the owners give one. */
  endemic: { groupTitle: TwoLanguages; description: TwoLanguages; conservation: TwoLanguages | null; names: NamesInTexts } | null;
  photo: { photo: ProcessedPhoto; credit: string | null } | null;
  /** Other species of the same genus in the fauna, by name. */
  relatives: { name: string; slug: string }[];
  /** Other names of the checklists that would have had this page's address (they got a suffix): rare, a misspelling. */
  sharingAddress: { name: string; slug: string }[];
  /** Its common names (vernacular-names.csv), when known; `albanian` or `english` may be '' (never both). */
  vernacular: { albanian: string; english: string; source: string } | null;
  /** Its synonyms and earlier names stated in renames.csv. */
  formerNames: FormerNameView[];
};

type Inputs = {
  catalogue: SpeciesCatalogue;
  endemic: EndemicContent;
  gallery: readonly GalleryItem[];
  photos: PhotoManifest;
  references: readonly Reference[];
  resolve: CitationResolve;
  vernacular?: ReadonlyMap<string, VernacularName>;
  /** Earlier names by species key (renamedNames). */
  formerNames?: ReadonlyMap<string, readonly FormerName[]>;
  /** The names the fauna knows, set in italics in the endemic page's texts. */
  names?: KnownNames;
};

export function speciesPageData(species: Species, { catalogue, endemic, gallery, photos, references, resolve, vernacular, formerNames, names }: Inputs): SpeciesPageData {
  const placements: Placement[] = [];
  for (const record of species.records) {
    if (placements.some((p) => p.group === record.group && p.order === record.rendi && p.family === record.familja)) continue;
    placements.push({ group: record.group, klasa: record.klasa, order: record.rendi, family: record.familja });
  }
  const records = species.records.filter((record) => record.referenca !== '');
  const publication = (reference: Reference): Publication => {
    const text = withoutDoiAddress(reference.plainText, reference.doi);
    return { anchor: referenceAnchor(reference), runs: clipRuns(runsOfInlines(reference.inlines), [...text].length), doi: reference.doi };
  };
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  // The records' citations resolved with the record itself: the same function the checklist row and the archive use.
  const resolved = records.map((record) => resolve(record.referenca, { ...record, lloji: record.name }));
  const sources = records.map((record, index) => {
    const parts = resolved[index]!;
    const candidates = [...new Set(parts.flatMap((part) => (part.status === 'ambiguous' ? part.candidates : [])))];
    return { group: record.group, citations: withoutEnclosingParentheses(citationView(parts)), candidates: candidates.flatMap((id) => (byId.has(id) ? [publication(byId.get(id)!)] : [])) };
  });
  const cited = new Set(resolved.flatMap((parts) => parts.flatMap((part) => (part.status === 'resolved' ? [part.referenceId] : []))));
  const publications = references.filter((reference) => cited.has(reference.id)).map(publication);

  let endemicEntry: SpeciesPageData['endemic'] = null;
  let photoFile: string | null = null;
  for (const group of endemic.groups) {
    const found = group.species.find((candidate) => candidate.name === species.key);
    if (found) {
      endemicEntry = {
        groupTitle: { sq: group.title, en: group.titleEn },
        description: { sq: found.description, en: found.descriptionEn },
        conservation: found.conservation === null ? null : { sq: found.conservation, en: found.conservationEn },
        names: names ? namesInTexts([found.description, found.descriptionEn, found.conservation, found.conservationEn], names) : {},
      };
      if (found.photo) photoFile = photoKey(found.photo);
    }
  }
  const galleryItem = gallery.find((item) => item.species === species.key);
  const photoName = galleryItem?.species ?? photoFile;
  const processed = photoName ? photos[photoName] : undefined;

  return {
    slug: species.slug,
    key: species.key,
    name: species.name,
    authorship: species.authorship,
    genus: species.genus,
    placements,
    sources,
    publications,
    endemic: endemicEntry,
    photo: processed ? { photo: processed, credit: galleryItem?.credit || null } : null,
    relatives: (species.genus ? (catalogue.byGenus.get(species.genus) ?? []) : [])
      .filter((other) => other !== species)
      .map((other) => ({ name: other.name, slug: other.slug })),
    // Only the species at the un-suffixed address (the group's key) lists the others.
    sharingAddress: (catalogue.sharedAddresses.get(species.slug) ?? [])
      .filter((other) => other !== species)
      .map((other) => ({ name: other.name, slug: other.slug })),
    vernacular: commonNames(vernacular?.get(species.key)),
    formerNames: (formerNames?.get(species.key) ?? []).map((former) => formerNameView(former, resolve)),
  };
}

/** An earlier name as the pages show it: the source's citations resolved like a Referenca cell's. */
export function formerNameView({ name, kind, source }: FormerName, resolve: CitationResolve): FormerNameView {
  return { name, kind, source: withoutEnclosingParentheses(citationView(resolve(source))) };
}

/** The data of the page at an old name's address. */
export function renamedPageData(renamed: RenamedName, resolve: CitationResolve): RenamedPageData {
  return { ...formerNameView(renamed, resolve), slug: renamed.slug, current: renamed.current };
}

function commonNames(name: VernacularName | undefined): SpeciesPageData['vernacular'] {
  return name ? { albanian: name.albanian, english: name.english, source: name.source } : null;
}

/**
 * An entry's text without the DOI's address it ends with, which the page links as `doi:…` after it: the DOI once.
 */
export function withoutDoiAddress(text: string, doi: string | null): string {
  if (doi === null) return text;
  return text.replace(new RegExp(`\\s*(?:https?://(?:dx\\.)?doi\\.org/|doi:\\s*)${escapeStringRegexp(doi)}[.\\s]*$`, 'i'), '');
}
