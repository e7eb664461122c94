// Typesetting of zoological scientific names for the "Lloji" column:
// the name (genus, subgenus, epithets) is italic, authorship and
// open-nomenclature qualifiers (cf., gr., s.l., ...) are roman (ICZN usage).
// Runs in the browser for every table row: plain token scanning, no dependencies.

import { withAuthorshipMended } from './mended-authorship.ts';

export type NameSegment = { text: string; italic: boolean };
export type TypesetName = {
  /** Segments in display order; concatenated texts === cleanScientificName of the input. */
  segments: NameSegment[];
  /** false when the name could not be parsed and the fallback was used. */
  parsed: boolean;
  genus: string | null; // e.g. 'Agonum'
  subgenus: string | null; // 'Agonum' in 'Agonum (Agonum) muelleri'
  species: string | null; // specific epithet
  infraspecies: string | null; // subspecies epithet if any
  /** 'Genus species [infraspecies]' without subgenus/qualifiers, for counting and duplicate detection; null if unparsed. */
  canonical: string | null;
  authorship: string | null; // '(Linnaeus, 1758)', 'Bǎcescu & Mayer, 1969'
  /** Human-readable reason when parsed is false (English, short). */
  problem?: string;
  /** Where the name was read by a guess between two readings (English, short); absent when there was none. */
  guesses?: string[];
  /** The authorship as the checklist wrote it, where the typesetter mended it (withAuthorshipMended); else absent. */
  writtenAuthorship?: string;
};

const GENUS = /^\p{Lu}\p{Ll}+$/u;
const SUBGENUS = /^\((\p{Lu}\p{Ll}+)\)$/u;
// An abbreviated subgenus, 'Phalaena (Tin.) guttella': only before a species epithet (else it is an author, '(L.)').
const SUBGENUS_ABBREVIATED = /^\((\p{Lu}\p{Ll}*\.)\)$/u;
// Lower-case epithet; an apostrophe kept as written ("d'orbignyi"), hyphenated ('c-album') and slash aggregates
// ('sinapis/juvernica') allowed.
const EPITHET = /^\p{Ll}+(?:['’]\p{Ll}+)?(?:-\p{Ll}+)*(?:\/\p{Ll}+(?:-\p{Ll}+)*)*$/u;
// An epithet glued to what belongs to the authorship: 'trutta,' -> 'trutta' + ','; 'dispar(Haworth,' -> 'dispar' + '(Haworth,'.
const EPITHET_WITH_PUNCT = /^(\p{Ll}+(?:['’]\p{Ll}+)?(?:-\p{Ll}+)*)(?:[,;:]|\(.*)$/u;
// Qualifiers between genus and epithet, followed by an (italic) epithet.
const QUALIFIER_BEFORE = /^(?:cf|cfr|aff|gr|nr|agg)\.?$/;
// Genus-level entries: 'Chironomus sp.', 'Chironomus spp.'
const GENUS_ONLY = /^spp?\.?$/;
// Designation after 'sp.': 'sp. 1', 'sp. A', 'sp. n.'
const SP_DESIGNATION = /^(?:\d+[a-z]?|[A-Z]\d*|n\.|nov\.)$/;
// Rank markers before an infraspecific epithet.
// With a dot ('st.', 'morph.'), or written out ('natio', 'fa', 'forma', 'morpha'), which is never an epithet here.
const RANK_MARKER = /^(?:(?:ssp|subsp|var|subvar|ab|aberr|f|fa|forma|morph|morpha|natio|st|stat|mut|race)\.|natio|fa|forma|morpha)$/;
// Qualifiers after the epithet: 's.l.', 's.l', '(s.l.)', 's.str.', 's.s.', '(s.s.)', 'agg.', '?'; two-token forms below.
const QUALIFIER_AFTER = /^(?:\(?(?:s\.l(?:at)?\.?|s\.str?\.?|s\.s\.?|agg\.?)\)?|\?)$/;
const QUALIFIER_AFTER_TWO = /^\(?(?:s\. (?:l|lat|str?|s)\.?|sensu (?:lato|stricto))\)?$/;
// Lower-case name particles that start an authorship ('de Man', 'van der Linden', 'd'Orbigny').
// 'v. d.', 'v d' are 'van der'/'von der' abbreviated ('Phora sororcula v d Wulp 1871').
const PARTICLES = new Set([
  'al', 'd', 'd.', 'da', 'dal', 'dalla', 'das', 'de', 'degli', 'dei', 'del', 'della', 'delle', 'dem', 'den', 'der', 'des',
  'di', 'do', 'dos', 'du', 'el', 'la', 'las', 'le', 'les', 'los', 'ten', 'ter', 'v', 'v.', 'van', 'vander', 'von', 'zu', 'zur',
]);
const CAPITALISED = /^\p{Lu}/u;
const ELIDED_PARTICLE = /^d['’]/; // d'Orbigny
const LEADING_PUNCT = /^[,;:] ?/; // of an authorship split from its epithet: 'trutta, Linnaeus'
// Lower-case words that are never epithets ('sensu lato', 'auct.', 'non Linnaeus', 'et al.').
const NOT_EPITHETS = new Set(['sensu', 'auct', 'non', 'nec', 'et', 'and']);

const ZERO_WIDTH = /[\u200B-\u200D\u2060\u00AD]/g;
const WHITESPACE_RUN = /\s+/g; // JS \s covers NBSP, U+2000–U+200A, U+202F, U+205F, U+3000, U+FEFF
const COMMA_BEFORE_YEAR = /,(?=\d{4}(?!\d))/g;
const TRAILING_STRAY = /([\d)]) ?[.,;:]+$/;
// Inner text the steps below would change (edges are checked by hand); most names need no cleaning.
const NEEDS_CLEANING = /[^\S ]| {2}|,\d|[\u200B-\u200D\u2060\u00AD]/;
const NON_ASCII = /[\u0080-\uFFFF]/;

/**
 * The display text: NFC, single ASCII spaces, ', ' before a year (the comma added where the authorship has none), a
 * hyphen in a double name written with a dash, no stray punctuation after the year.
 */
export function cleanScientificName(raw: string): string {
  return withAuthorshipMended(cleanText(raw));
}

/** The display text before its authorship is mended. */
function cleanText(raw: string): string {
  const text = NON_ASCII.test(raw) ? raw.normalize('NFC') : raw;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  const edgesClean = first !== 32 && last !== 32 && last !== 46 && last !== 44 && last !== 58 && last !== 59; // ' ' . , : ;
  if (edgesClean && !NEEDS_CLEANING.test(text)) return text;
  return text
    .replace(ZERO_WIDTH, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim()
    .replace(COMMA_BEFORE_YEAR, ', ')
    .replace(TRAILING_STRAY, '$1');
}

/** Scanner state over the space-separated words of the cleaned text. */
type Scan = {
  words: string[];
  starts: number[]; // offset of each word in the cleaned text
  i: number; // current word
  italic: number[]; // flat [start, end, start, end, ...] ranges of italic text
  /** Offset where the authorship starts when an epithet carried it ('trutta,', 'dispar(Haworth,'), else -1. */
  gluedEnd: number;
};

function scan(text: string): Scan {
  const words = text.split(' ');
  const starts = new Array<number>(words.length);
  let offset = 0;
  for (let k = 0; k < words.length; k++) {
    starts[k] = offset;
    offset += words[k]!.length + 1;
  }
  return { words, starts, i: 0, italic: [], gluedEnd: -1 };
}

/** Marks word k italic. */
function markItalic(s: Scan, k: number): void {
  const start = s.starts[k]!;
  s.italic.push(start, start + s.words[k]!.length);
}

/** A particle followed by a capitalised word, another particle or d'…: the authorship has begun. */
function startsAuthorship(s: Scan, k: number): boolean {
  const word = s.words[k];
  const next = s.words[k + 1];
  if (word === undefined || next === undefined || !PARTICLES.has(word)) return false;
  return CAPITALISED.test(next) || PARTICLES.has(next) || ELIDED_PARTICLE.test(next);
}

/** Reads an epithet at the current word (italic), or returns null and stays put; `particle` lets a word that looks
 *  like an author particle be the epithet (the species epithet: 'Zodarion van Bosmans, 2009'). */
function readEpithet(s: Scan, particle = false): string | null {
  const word = s.words[s.i];
  if (word === undefined || NOT_EPITHETS.has(word) || (!particle && startsAuthorship(s, s.i))) return null;
  if (EPITHET.test(word)) {
    markItalic(s, s.i++);
    return word;
  }
  const glued = EPITHET_WITH_PUNCT.exec(word);
  if (!glued) return null;
  const epithet = glued[1]!;
  const start = s.starts[s.i++]!;
  s.italic.push(start, start + epithet.length);
  s.gluedEnd = start + epithet.length;
  return epithet;
}

function matches(re: RegExp, word: string | undefined): boolean {
  return word !== undefined && re.test(word);
}

export function typesetScientificName(raw: string): TypesetName {
  const written = cleanText(raw);
  const text = withAuthorshipMended(written);
  const name = typesetText(text);
  if (text === written || !name.authorship) return name;
  // Rare (a few names a checklist): the written text read again for its authorship.
  const writtenAuthorship = typesetText(written).authorship;
  if (writtenAuthorship && writtenAuthorship !== name.authorship) name.writtenAuthorship = writtenAuthorship;
  return name;
}

function typesetText(text: string): TypesetName {
  if (text === '') return fallback(text, 'Empty name');
  const s = scan(text);
  const genus = s.words[0]!;
  if (!GENUS.test(genus)) return fallback(text, `Does not start with a capitalised genus name ("${genus}")`);
  markItalic(s, s.i++);

  const guesses: string[] = [];
  let subgenus: string | null = null;
  const sub = SUBGENUS.exec(s.words[s.i] ?? '') ?? (EPITHET.test(s.words[s.i + 1] ?? '') ? SUBGENUS_ABBREVIATED.exec(s.words[s.i] ?? '') : null);
  if (sub) {
    subgenus = sub[1]!;
    if (subgenus.endsWith('.')) guesses.push(`"(${subgenus})" was read as an abbreviated subgenus`);
    markItalic(s, s.i++);
  }

  // Qualifiers before the epithet ('cf.', 'gr.', '?'), or a genus-level entry ('sp.').
  let qualifier: string | null = null;
  while (matches(QUALIFIER_BEFORE, s.words[s.i]) || s.words[s.i] === '?') qualifier = s.words[s.i++]!;
  if (matches(GENUS_ONLY, s.words[s.i])) {
    s.i++;
    if (matches(SP_DESIGNATION, s.words[s.i])) s.i++;
    // Genus-level entries are parsed but have no canonical name: they are not a named species,
    // so they are neither counted as species nor checked for duplicates.
    return result(text, s, { genus, subgenus, species: null, infraspecies: null });
  }

  // A word spelled like an author particle where the species epithet belongs, before an authorship, is the epithet
  // ('Zodarion van Bosmans, 2009'): a checklist lists species, and 'Genus van Author' is otherwise a genus alone.
  let species = readEpithet(s);
  if (species === null && startsAuthorship(s, s.i) && CAPITALISED.test(s.words[s.i + 1] ?? '')) {
    species = readEpithet(s, true);
    if (species !== null) guesses.push(`"${species}" was read as the species epithet, not as an author particle`);
  }
  if (species === null) {
    const after = qualifier ? `"${qualifier}"` : `the genus "${genus}"`;
    return fallback(text, `No lower-case species epithet after ${after}`);
  }

  // Infraspecific epithets, optionally after a rank marker or qualifier ('ssp.', 'cf.').
  let infraspecies: string | null = null;
  while (s.gluedEnd < 0 && s.i < s.words.length) {
    const before = s.i;
    // A rank marker ('ssp.', 'natio'), a qualifier ('cf.', '(s.s.)', '?') or both, then the epithet.
    while (matches(QUALIFIER_AFTER, s.words[s.i]) || matches(QUALIFIER_BEFORE, s.words[s.i])) s.i++;
    if (matches(RANK_MARKER, s.words[s.i])) s.i++;
    const epithet = readEpithet(s);
    if (epithet === null) {
      s.i = before;
      break;
    }
    infraspecies = infraspecies === null ? epithet : `${infraspecies} ${epithet}`;
  }

  // Qualifiers after the name ('s.l.', '(s.l.)', 's. str.'); the authorship follows.
  while (s.gluedEnd < 0 && s.i < s.words.length) {
    if (QUALIFIER_AFTER.test(s.words[s.i]!)) s.i += 1;
    else if (s.i + 1 < s.words.length && QUALIFIER_AFTER_TWO.test(`${s.words[s.i]} ${s.words[s.i + 1]}`)) s.i += 2;
    else break;
  }

  const name = result(text, s, { genus, subgenus, species, infraspecies });
  if (guesses.length > 0) name.guesses = guesses;
  return name;
}

type Parts = { genus: string; subgenus: string | null; species: string | null; infraspecies: string | null };

/** The authorship is whatever follows the name and its qualifiers. */
function result(text: string, s: Scan, parts: Parts): TypesetName {
  const { genus, subgenus, species, infraspecies } = parts;
  const authorStart = s.gluedEnd >= 0 ? s.gluedEnd : s.starts[s.i];
  const authorship = authorStart === undefined ? null : text.slice(authorStart).replace(LEADING_PUNCT, '') || null;
  let canonical: string | null = null;
  if (species !== null) canonical = infraspecies === null ? `${genus} ${species}` : `${genus} ${species} ${infraspecies}`;
  return { segments: segmentsFrom(text, s.italic), parsed: true, genus, subgenus, species, infraspecies, canonical, authorship };
}

/** Italic ranges separated by a single space join into one italic run; everything else is roman. */
function segmentsFrom(text: string, italic: number[]): NameSegment[] {
  const segments: NameSegment[] = [];
  let pos = 0; // end of the text already in segments
  for (let k = 0; k < italic.length; ) {
    const start = italic[k]!;
    let end = italic[k + 1]!;
    k += 2;
    while (k < italic.length && italic[k] === end + 1) {
      end = italic[k + 1]!;
      k += 2;
    }
    if (start > pos) segments.push({ text: text.slice(pos, start), italic: false });
    segments.push({ text: text.slice(start, end), italic: true });
    pos = end;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), italic: false });
  return segments;
}

/** Unparsable: everything but the last two words italic, those roman (fewer than 3 words: all italic). */
function fallback(text: string, problem: string): TypesetName {
  const segments: NameSegment[] = [];
  const words = text === '' ? [] : text.split(' ');
  if (words.length >= 3) {
    const split = text.length - words.slice(-2).join(' ').length - 1;
    segments.push({ text: text.slice(0, split), italic: true }, { text: text.slice(split), italic: false });
  } else if (text !== '') {
    segments.push({ text, italic: true });
  }
  return {
    segments,
    parsed: false,
    genus: null,
    subgenus: null,
    species: null,
    infraspecies: null,
    canonical: null,
    authorship: null,
    problem,
  };
}
