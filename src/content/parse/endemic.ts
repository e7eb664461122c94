import * as v from 'valibot';
import type { ContentIssue } from '../issues.ts';
import { englishText, type EnglishTwin } from './english-twins.ts';
import { parseJson } from './json-positions.ts';
import { readableMessage } from './schema-messages.ts';
import type { PhotoRequest } from './photo-requests.ts';
import type { FeaturedName } from './featured-names.ts';
import { inlinesText, parseItalics } from './reference-inlines.ts';
import { mendedAuthorshipMessage, withAuthorshipMended } from './mended-authorship.ts';

export const ENDEMIC_FILE = 'endemic.json';

/** Trimmed, NFC-normalised text (maintainers' editors may save decomposed ë/ç). */
const text = v.pipe(
  v.string(),
  v.transform((value) => value.normalize('NFC').trim()),
);

/** Required, non-empty text. */
const requiredText = (what: string) => v.pipe(text, v.nonEmpty(`${what} must not be empty`));

/** Optional text: a missing key, null or "" all mean "not known". */
const optionalText = v.optional(
  v.pipe(
    v.nullable(text),
    v.transform((value) => (value ? value : null)),
  ),
  null,
);

const PHOTO_NAME = /^[^/\\]+\.jpe?g$/i;
/** A photo's name written with its folder: "photos/Salmo trutta.jpg". */
const IN_PHOTOS_FOLDER = /^\.?[/\\]?photos[/\\]([^/\\]+\.jpe?g)$/i;

const SpeciesSchema = v.object({
  /** Scientific name without authority, e.g. 'Potamophylax coronavirus'. */
  name: requiredText('name'),
  /** 'Ibrahimi, Bilalli & Vitecek, 2021'; null when not verified. */
  authority: optionalText,
  family: optionalText,
  /** Albanian, a few sentences. */
  description: v.optional(text, ''),
  /** The description in English, written from the same facts; optional. */
  descriptionEn: englishText,
  /** Albanian conservation rating, only where one is known. */
  conservation: optionalText,
  /** The conservation rating in English; optional. */
  conservationEn: englishText,
  /** File name in photos/, e.g. 'Potamophylax coronavirus.jpg' (checked with the other entries: photoName). */
  photo: optionalText,
});

const GroupSchema = v.object({
  /** Heading, e.g. 'Merimangat (Araneae)'. */
  title: requiredText('title'),
  /** The heading in English, e.g. 'Spiders (Araneae)'; optional. */
  titleEn: englishText,
  species: v.pipe(v.array(SpeciesSchema), v.minLength(1, 'a group needs at least one species')),
});

const EndemicSchema = v.object({
  groups: v.pipe(v.array(GroupSchema), v.minLength(1, 'at least one group is needed')),
});

export type EndemicSpecies = v.InferOutput<typeof SpeciesSchema>;
export type EndemicGroup = v.InferOutput<typeof GroupSchema>;
export type EndemicContent = v.InferOutput<typeof EndemicSchema>;

/** `english`: the texts that may have an English twin, each given or not (empty while the file has errors). */
/** `photos`: each species' photo, where it is named. */
/** `featured`: each species' name, where it is written. */
/** `italics`: the phrases the descriptions and conservation texts mark as italic (`*Genus*`), the marks removed. */
export type EndemicResult = { content: EndemicContent | null; issues: ContentIssue[]; english: EnglishTwin[]; photos: PhotoRequest[]; featured: FeaturedName[]; italics: string[] };

const KNOWN_KEYS: Record<string, readonly string[]> = {
  root: Object.keys(EndemicSchema.entries),
  group: Object.keys(GroupSchema.entries),
  species: Object.keys(SpeciesSchema.entries),
};

/** A genus and an epithet (optionally a subspecies), nothing else: the authority has its own field. */
const SPECIES_NAME = /^\p{Lu}\p{Ll}+ \p{Ll}+(?:-\p{Ll}+)?(?: \p{Ll}+)?$/u;

/**
 * Parses and validates `endemic.json`. Errors (invalid JSON, wrong shape, empty names or titles) make `content`
 * null; warnings (unknown keys, odd names, missing descriptions, a photo's name that is not a JPEG's, a species or
 * group named twice) keep it. Every issue carries the line of the offending value where it can be found.
 */
export function parseEndemicJson(source: string, file = ENDEMIC_FILE): EndemicResult {
  const parsed = parseJson(source, file);
  if (!parsed.document) return { content: null, issues: [parsed.issue], english: [], photos: [], featured: [], italics: [] };
  const { document } = parsed;
  const json = document.value;
  const at = (path: readonly PathKey[]) => document.positionOf(path);
  const issues: ContentIssue[] = [...parsed.warnings];
  const error = (path: readonly PathKey[], message: string) =>
    issues.push({ severity: 'error', file, ...at(path), message: `${describe(json, path)}: ${message}` });
  const warning = (path: readonly PathKey[], message: string) =>
    issues.push({ severity: 'warning', file, ...at(path), message: `${describe(json, path)}: ${message}` });

  const result = v.safeParse(EndemicSchema, json);
  if (!result.success) {
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => item.key as PathKey) ?? [];
      error(path, readableMessage(issue, path));
    }
    return { content: null, issues, english: [], photos: [], featured: [], italics: [] };
  }

  unknownKeys(json, warning);
  // A group named twice is read as one, its species under the first; a species named twice keeps its first entry.
  const content: EndemicContent = { groups: [] };
  const titles = new Map<string, { index: number; group: EndemicGroup }>();
  const names = new Map<string, string>();
  const english: EnglishTwin[] = [];
  const photos: PhotoRequest[] = [];
  const featured: FeaturedName[] = [];
  const italics: string[] = [];
  const twin = (kind: EnglishTwin['kind'], path: readonly PathKey[], key: string, given: unknown) =>
    english.push({ kind, file, ...at(path), field: `${describe(json, [...path.slice(0, -1), key])}`, given: Boolean(given) });
  result.output.groups.forEach((group, g) => {
    const seen = titles.get(group.title);
    if (seen) warning(['groups', g, 'title'], `group "${group.title}" is listed twice (also group ${seen.index + 1}): its species are shown under the first; write them in one group`);
    else twin('endemicTitle', ['groups', g, 'title'], 'titleEn', group.titleEn);
    const shown = seen?.group ?? { ...group, species: [] };
    if (!seen) {
      titles.set(group.title, { index: g, group: shown });
      content.groups.push(shown);
    }

    group.species.forEach((species, s) => {
      const path = ['groups', g, 'species', s] as const;
      const otherGroup = names.get(species.name);
      if (otherGroup !== undefined) {
        warning([...path, 'name'], `"${species.name}" is listed twice (also in group "${otherGroup}"): this entry is left out`);
        return;
      }
      names.set(species.name, group.title);
      shown.species.push(species);
      if (!SPECIES_NAME.test(species.name)) {
        warning([...path, 'name'], `"${species.name}" does not look like "Genus species"; write the authority in "authority"`);
      }
      if (species.authority) {
        const authority = withAuthorshipMended(species.authority);
        if (authority !== species.authority) {
          warning([...path, 'authority'], `"${species.authority}" ${mendedAuthorshipMessage(species.authority, authority)}`);
          species.authority = authority;
        }
      }
      species.photo = photoName(species.photo, (message) => warning([...path, 'photo'], message));
      if (species.photo) photos.push({ name: species.photo, file, ...at([...path, 'photo']) });
      featured.push({ name: species.name, file, ...at([...path, 'name']) });
      // Italics marked as in references.md: shown without the asterisks (the names a checklist lists need no mark).
      for (const key of ['description', 'descriptionEn', 'conservation', 'conservationEn'] as const) {
        const text = species[key];
        if (!text?.includes('*')) continue;
        const { inlines, notes } = parseItalics(text);
        species[key] = inlinesText(inlines);
        italics.push(...inlines.flatMap((inline) => (inline.kind === 'italic' ? [inline.text] : [])));
        for (const note of notes) warning([...path, key], note.message);
      }
      if (species.description === '') warning(path, 'has no description');
      if (species.description === '' && species.descriptionEn) warning([...path, 'descriptionEn'], 'has an English description but no Albanian one, which the Albanian page shows');
      if (species.description !== '') twin('endemicDescription', [...path, 'description'], 'descriptionEn', species.descriptionEn);
      if (species.conservation === null && species.conservationEn) warning([...path, 'conservationEn'], 'has an English conservation status but no Albanian one, which the Albanian page shows');
      if (species.conservation !== null) twin('endemicConservation', [...path, 'conservation'], 'conservationEn', species.conservationEn);
    });
  });

  return { content, issues, english, photos, featured, italics };
}

type PathKey = string | number;

/** A photo's file name as meant: written with its folder, read without it; not a JPEG's name, none (a warning each). */
function photoName(written: string | null, warn: (message: string) => void): string | null {
  if (written === null || PHOTO_NAME.test(written)) return written;
  const alone = IN_PHOTOS_FOLDER.exec(written)?.[1];
  if (alone) warn(`"${written}" read as "${alone}": the photo is looked for in photos/; write its file name alone`);
  else warn('must be the name of a JPEG file in photos/, ending in .jpg or .jpeg: no photo is shown until then');
  return alone ?? null;
}

/** Warns about keys the site does not read (often a misspelt field name, whose value would be lost). */
function unknownKeys(json: unknown, warning: (path: PathKey[], message: string) => void): void {
  const check = (value: unknown, kind: keyof typeof KNOWN_KEYS, path: PathKey[]) => {
    if (!isRecord(value)) return;
    const known = KNOWN_KEYS[kind] ?? [];
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) warning([...path, key], `unknown key "${key}" is ignored (known keys: ${known.join(', ')})`);
    }
  };
  check(json, 'root', []);
  const groups = isRecord(json) && Array.isArray(json.groups) ? json.groups : [];
  groups.forEach((group: unknown, g) => {
    check(group, 'group', ['groups', g]);
    const species = isRecord(group) && Array.isArray(group.species) ? group.species : [];
    species.forEach((item: unknown, s) => check(item, 'species', ['groups', g, 'species', s]));
  });
}

/** 'groups[1].species[2].photo ("Drusus dardanicus")': where the problem is, readable by a maintainer. */
function describe(json: unknown, path: readonly PathKey[]): string {
  if (path.length === 0) return '(file)';
  const where = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
  let node: unknown = json;
  let label: string | null = null;
  for (const key of path) {
    if (!isRecord(node) && !Array.isArray(node)) break;
    node = (node as Record<PathKey, unknown>)[key];
    if (isRecord(node)) {
      if (typeof node.name === 'string' && node.name.trim()) label = node.name.trim();
      else if (typeof node.title === 'string' && node.title.trim() && label === null) label = node.title.trim();
    }
  }
  return label ? `${where} ("${label}")` : where;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
