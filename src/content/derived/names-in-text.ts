import type { Inline } from '../parse/reference-inlines.ts';

/**
 * Scientific names inside running text (a description, a publication's title), set in italics as a taxonomist would:
 * the genus and species-group names the fauna knows, never a family or an order (docs/decisions/0050).
 */

/** One run of text: a name to set in italics, or the words around it. */
export type NameRun = { text: string; italic: boolean };

/**
 * The names the fauna knows: its species (`Canis lupus`, `Salmo trutta macrostigma`), their genera and epithets, and
 * each species with its genus abbreviated (`C. lupus`); and the phrases the owners mark as italic in their texts
 * (`*Brachythele*` in endemic.json), set in italics wherever they stand.
 */
export type KnownNames = {
  species: ReadonlySet<string>;
  genera: ReadonlySet<string>;
  epithets: ReadonlySet<string>;
  abbreviated: ReadonlySet<string>;
  phrases: ReadonlySet<string>;
};

/**
 * Lowercase words that may follow a genus in prose or in a title without being its species' epithet: the genus alone
 * is a name there (`the genus Salmo in Kosovo`, `Drusus sp. n.`). Any other lowercase word after a genus that the fauna
 * does not know as an epithet leaves the genus in roman too: it may be a species the checklists do not list, and half
 * a name in italics reads worse than none.
 */
const NOT_EPITHETS = new Set([
  // Abbreviations of taxonomy.
  ...['sp', 'spp', 'ssp', 'subsp', 'var', 'cf', 'aff', 'gen', 'nov', 'n', 's', 'l', 'et', 'al'],
  // English.
  ...['a', 'an', 'and', 'are', 'as', 'at', 'by', 'for', 'from', 'has', 'have', 'in', 'is', 'its', 'of', 'on', 'or'],
  ...['that', 'the', 'to', 'was', 'were', 'which', 'with', 'species', 'genus', 'also', 'only', 'not', 'but'],
  // Albanian.
  ...['dhe', 'e', 'i', 'të', 'së', 'në', 'nga', 'me', 'për', 'që', 'ka', 'kanë', 'është', 'janë', 'ishte', 'ose'],
  ...['si', 'u', 'nuk', 'lloj', 'lloji', 'llojet', 'gjini', 'gjinia', 'gjinisë', 'deri', 'pa', 'mbi', 'nën'],
]);

/**
 * The word "genus" (lowercased): after it a known genus alone is a name whatever follows (`The Genus Rhyacophila`), and
 * an unknown capitalised word a genus none of the lists holds (`the Genus Glossossoma`).
 */
const GENUS_WORDS = new Set(['genus', 'gjini', 'gjinia', 'gjinisë', 'gjinitë', 'gjinive']);
/** The words "genus" and "subgenus": after them a known genus alone is a name (the lists hold no subgenus on its own). */
const GENUS_OR_SUBGENUS_WORDS = new Set([...GENUS_WORDS, 'subgenus', 'nëngjinia', 'nëngjinisë']);

const WORD_RE = /\p{L}[\p{L}\p{M}]*/gu;

/** The names of a fauna's species (each without authorship: `Canis lupus`), their genera and epithets; `phrases`: marked italic. */
export function knownNames(names: Iterable<string>, phrases: Iterable<string> = []): KnownNames {
  const species = new Set<string>();
  const genera = new Set<string>();
  const epithets = new Set<string>();
  const abbreviated = new Set<string>();
  for (const name of names) {
    const words = name.trim().split(/\s+/);
    const [genus, ...rest] = words;
    if (!genus || !/^\p{Lu}\p{Ll}+$/u.test(genus) || rest.length === 0 || rest.some((word) => !/^\p{Ll}[\p{Ll}\p{M}-]*$/u.test(word))) continue;
    species.add(words.join(' '));
    genera.add(genus);
    for (const epithet of rest) epithets.add(epithet);
    abbreviated.add(`${genus[0]}. ${rest[0]}`);
  }
  return { species, genera, epithets, abbreviated, phrases: new Set(phrases) };
}

type Word = { text: string; start: number; end: number };

/** Where a name stands in a text: its first character and the one after its last (UTF-16 offsets). */
export type NameSpan = [start: number, end: number];

/** Each text of `texts` that holds a name the fauna knows, with where its names stand (what a page ships). */
export type NamesInTexts = Record<string, NameSpan[]>;

/**
 * Where the names the fauna knows stand in `text`: a species (with its genus abbreviated too, `B. kosovarica`), a
 * genus with an epithet the fauna knows (`Drusus siveci`), or a genus alone.
 */
export function nameSpans(text: string, known: KnownNames): NameSpan[] {
  return scanNames(text, known).names;
}

/**
 * `names`: as nameSpans. `unlisted`: a known genus with a lowercase word after it that the fauna does not know as an
 * epithet (`Potamophylax winneguthi`): most likely a species no checklist lists, left in roman; and a capitalised word
 * right after "genus" that the fauna does not know as a genus (`the genus Glossossoma`), left in roman too.
 */
export function scanNames(text: string, { species, genera, epithets, abbreviated, phrases }: KnownNames): { names: NameSpan[]; unlisted: NameSpan[] } {
  const words: Word[] = [...text.matchAll(WORD_RE)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
  const spaced = (before: Word, after: Word) => /^\s+$/u.test(text.slice(before.end, after.start));
  // The word after `index` when only white space separates them.
  const next = (index: number): Word | undefined => {
    const word = words[index + 1];
    return word && spaced(words[index]!, word) ? word : undefined;
  };
  const previous = (index: number): Word | undefined => {
    const word = words[index - 1];
    return word && spaced(word, words[index]!) ? word : undefined;
  };
  const names: NameSpan[] = [];
  const unlisted: NameSpan[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const beforeWord = previous(index);
    // The word just before, lowercased ("genus", "gjinisë"…).
    const before = beforeWord?.text.toLowerCase();
    if (genera.has(word.text)) {
      // A subgenus in parentheses may stand between the genus and the epithet: `Carabus (Hygrocarabus) variolosus`.
      const subgenus = /^\s+\(\p{Lu}\p{Ll}+\)/u.exec(text.slice(word.end));
      const firstIndex = subgenus ? index + 2 : index + 1;
      const candidate = words[firstIndex];
      const first = subgenus ? (candidate && /^\)\s+$/u.test(text.slice(words[index + 1]!.end, candidate.start)) ? candidate : undefined) : next(index);
      const second = first && next(firstIndex);
      // A capitalised word that does not open a sentence (or a title) before the genus.
      const properName = beforeWord !== undefined && /^\p{Lu}/u.test(beforeWord.text) && !/(^|[.!?:]\s*)$/u.test(text.slice(0, beforeWord.start).trimEnd());
      const genusAlone = [word.start, subgenus ? word.end + subgenus[0].length : word.end] satisfies NameSpan;
      if (first && second && species.has(`${word.text} ${first.text} ${second.text}`)) {
        names.push([word.start, second.end]);
        index = firstIndex + 1;
      } else if (first && (species.has(`${word.text} ${first.text}`) || epithets.has(first.text))) {
        names.push([word.start, first.end]);
        index = firstIndex;
      } else if (before !== undefined && GENUS_OR_SUBGENUS_WORDS.has(before)) {
        // Right after the word "genus", a genus alone whatever follows (`the genus Bythinella live`).
        names.push(genusAlone);
      } else if (properName) {
        // After another capitalised word, most likely part of a proper name (`Ecologica Montenegrina`, a journal).
      } else if (first && /^\p{Ll}/u.test(first.text) && !NOT_EPITHETS.has(first.text)) {
        unlisted.push([word.start, first.end]);
      } else {
        names.push(genusAlone);
      }
      continue;
    }
    // Right after the word "genus", a capitalised word the fauna does not know (and no word of prose in a title's
    // capitals: `A New Genus And Species`): a genus none of the lists holds.
    if (before !== undefined && GENUS_WORDS.has(before) && /^\p{Lu}\p{Ll}+$/u.test(word.text) && !NOT_EPITHETS.has(word.text.toLowerCase())) {
      unlisted.push([word.start, word.end]);
      continue;
    }
    // An abbreviated genus: `B. kosovarica`.
    if (/^\p{Lu}$/u.test(word.text) && text[word.end] === '.') {
      const epithet = words[index + 1];
      if (epithet && /^\.\s+$/u.test(text.slice(word.end, epithet.start)) && abbreviated.has(`${word.text}. ${epithet.text}`)) {
        names.push([word.start, epithet.end]);
        index += 1;
      }
    }
  }
  // A marked phrase where no name stands already (a name reaching into it wins: no half names).
  const overlaps = (start: number, end: number) => names.some(([from, to]) => start < to && from < end);
  for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + phrase.length)) {
      const end = at + phrase.length;
      if (!isLetter(text[at - 1]) && !isLetter(text[end]) && !overlaps(at, end)) names.push([at, end]);
    }
  }
  return { names: names.sort(([a], [b]) => a - b), unlisted: unlisted.filter(([start, end]) => !overlaps(start, end)) };
}

function isLetter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{M}]/u.test(character);
}

/** The texts that hold names, each with its names' spans. */
export function namesInTexts(texts: Iterable<string | null | undefined>, known: KnownNames): NamesInTexts {
  const found: NamesInTexts = {};
  for (const text of texts) {
    if (!text || text in found) continue;
    const spans = nameSpans(text, known);
    if (spans.length > 0) found[text] = spans;
  }
  return found;
}

/** `text` cut into runs at its names' `spans`, the names in italics. */
export function nameRuns(text: string, spans: readonly NameSpan[]): NameRun[] {
  const runs: NameRun[] = [];
  let last = 0;
  for (const [start, end] of spans) {
    if (start > last) runs.push({ text: text.slice(last, start), italic: false });
    runs.push({ text: text.slice(start, end), italic: true });
    last = end;
  }
  if (last < text.length || runs.length === 0) runs.push({ text: text.slice(last), italic: false });
  return runs;
}

/** The text the runs show. */
export function runsText(runs: readonly NameRun[]): string {
  return runs.map((run) => run.text).join('');
}

/** The runs' first `limit` characters (code points), a name cut at the limit staying in italics. */
export function clipRuns(runs: readonly NameRun[], limit: number): NameRun[] {
  const clipped: NameRun[] = [];
  let left = limit;
  for (const run of runs) {
    if (left <= 0) break;
    const characters = [...run.text];
    clipped.push({ text: characters.slice(0, left).join(''), italic: run.italic });
    left -= characters.length;
  }
  return clipped;
}

/**
 * A bibliography entry's runs with the names in its roman text set in italics (its italic runs and links as they
 * are), and the names left in roman because the fauna does not list them (scanNames' `unlisted`), each once.
 */
export function inlinesWithNames(inlines: readonly Inline[], known: KnownNames): { inlines: Inline[]; unlisted: string[] } {
  const unlisted = new Set<string>();
  const named = inlines.flatMap((inline): Inline[] => {
    if (inline.kind !== 'text') return [inline];
    const scanned = scanNames(inline.text, known);
    for (const [start, end] of scanned.unlisted) unlisted.add(inline.text.slice(start, end));
    return nameRuns(inline.text, scanned.names).map((run) => ({ kind: run.italic ? 'italic' : 'text', text: run.text }));
  });
  return { inlines: named, unlisted: [...unlisted] };
}

/** A bibliography entry's runs as plain runs (a link as its text), for showing the entry inside a link of its own. */
export function runsOfInlines(inlines: readonly Inline[]): NameRun[] {
  return inlines.map((inline) => ({ text: inline.text, italic: inline.kind === 'italic' }));
}
