// Choosing between the bibliography entries an ambiguous citation matches by the record that cites it: the taxa an
// entry's title names against the record's own class, order, family and genus. The rules are
// docs/decisions/0021-citations-by-taxon.md.
import { referenceTitle, type Reference } from '../parse/references-md.ts';
import { genusOf } from './citation-row-key.ts';

export type Rank = 'class' | 'order' | 'family' | 'genus';
const RANKS: readonly Rank[] = ['class', 'order', 'family', 'genus'];
/** How specific a rank is: a title naming the record's genus is preferred to one naming its family, and so on. */
const SPECIFICITY: Record<Rank, number> = { class: 1, order: 2, family: 3, genus: 4 };

/** What a record says of its place in the classification (a checklist row and its group). */
export type RecordTaxon = { group: string; klasa: string; rendi: string; familja: string; lloji: string };

/**
 * Common names of groups in English and Albanian, each with the taxon it names. Reviewed: only words whose meaning is
 * certain; a word that may name several groups ("fly", "bug", "worm") is not here. Matched as whole words, any case.
 */
export const COMMON_GROUP_NAMES: readonly { pattern: string; rank: Rank; names: readonly string[] }[] = [
  { pattern: 'caddis-?fl(?:y|ies)|caddis flies|caddis', rank: 'order', names: ['Trichoptera'] },
  { pattern: 'stone-?fl(?:y|ies)', rank: 'order', names: ['Plecoptera'] },
  { pattern: 'may-?fl(?:y|ies)', rank: 'order', names: ['Ephemeroptera'] },
  { pattern: 'dragon-?fl(?:y|ies)|damsel-?fl(?:y|ies)', rank: 'order', names: ['Odonata'] },
  { pattern: 'true fl(?:y|ies)', rank: 'order', names: ['Diptera'] },
  { pattern: 'mosquito(?:es|s)?', rank: 'family', names: ['Culicidae'] },
  { pattern: 'spiders?|merimang\\p{L}*', rank: 'order', names: ['Araneae'] },
  { pattern: 'harvestm[ae]n', rank: 'order', names: ['Opiliones'] },
  { pattern: 'moths?|butterfl(?:y|ies)|flutur\\p{L}*', rank: 'order', names: ['Lepidoptera'] },
  { pattern: 'beetles?|brumbu(?:j|ll)\\p{L}*', rank: 'order', names: ['Coleoptera'] },
  { pattern: 'bats?', rank: 'order', names: ['Chiroptera'] },
  { pattern: 'insects?|insekt\\p{L}*', rank: 'class', names: ['Insecta'] },
  { pattern: 'arachnids?', rank: 'class', names: ['Arachnida'] },
  { pattern: 'amphibians?|amfib\\p{L}*', rank: 'class', names: ['Amphibia'] },
  { pattern: 'reptiles?|zvarranik\\p{L}*|reptil\\p{L}*', rank: 'class', names: ['Reptilia'] },
  { pattern: 'birds?|shpend\\p{L}*|zogj|zogu', rank: 'class', names: ['Aves'] },
  { pattern: 'mammals?|gjitar\\p{L}*', rank: 'class', names: ['Mammalia'] },
  { pattern: 'fish(?:es)?|peshq\\p{L}*|peshk\\p{L}*', rank: 'class', names: ['Actinopterygii', 'Pisces'] },
];

const COMMON_RES = COMMON_GROUP_NAMES.map((entry) => ({ ...entry, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${entry.pattern})(?![\\p{L}\\p{N}])`, 'iu') }));

/** Taxa named at each rank: a set of names per rank (empty when none is named). */
export type NamedTaxa = Record<Rank, Set<string>>;
const emptyTaxa = (): NamedTaxa => ({ class: new Set(), order: new Set(), family: new Set(), genus: new Set() });

/**
 * The taxon names of the content: every class, order, family and genus its checklists give, with the class of each
 * order where a checklist says it. Built once from all rows.
 */
export type TaxonVocabulary = {
  /** Scientific name → its ranks in the content (one, but a name may be used at two). */
  ranks: Map<string, Set<Rank>>;
  /** Order → its class, when the checklists give exactly one. */
  classOfOrder: Map<string, string>;
};

export function taxonVocabulary(rows: Iterable<Pick<RecordTaxon, 'klasa' | 'rendi' | 'familja' | 'lloji'>>): TaxonVocabulary {
  const ranks = new Map<string, Set<Rank>>();
  const classes = new Map<string, Set<string>>();
  const add = (name: string, rank: Rank) => {
    // Only a capitalised word of letters is a name a title can be searched for.
    if (!/^\p{Lu}\p{Ll}{2,}$/u.test(name)) return;
    ranks.set(name, (ranks.get(name) ?? new Set()).add(rank));
  };
  for (const row of rows) {
    const klasa = row.klasa.trim().replace(/:$/, '');
    const rendi = row.rendi.trim();
    add(klasa, 'class');
    add(rendi, 'order');
    add(row.familja.trim(), 'family');
    add(genusOf(row.lloji), 'genus');
    if (klasa && rendi) classes.set(rendi, (classes.get(rendi) ?? new Set()).add(klasa));
  }
  for (const entry of COMMON_GROUP_NAMES) for (const name of entry.names) ranks.set(name, (ranks.get(name) ?? new Set()).add(entry.rank));
  const classOfOrder = new Map([...classes].flatMap(([order, set]) => (set.size === 1 ? [[order, [...set][0]!] as const] : [])));
  return { ranks, classOfOrder };
}

const FAMILY_RE = /^\p{Lu}\p{Ll}{2,}idae$/u;

/** The taxa a text names: scientific names of the content (as written, capitalised) and the common group names. */
export function taxaNamedIn(text: string, vocabulary: TaxonVocabulary): NamedTaxa {
  const named = emptyTaxa();
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const ranks = vocabulary.ranks.get(word);
    if (ranks) for (const rank of ranks) named[rank].add(word);
    // A zoological family name ends in -idae (ICZN Art. 29.2), known to the checklists or not.
    else if (FAMILY_RE.test(word)) named.family.add(word);
  }
  for (const entry of COMMON_RES) if (entry.re.test(text)) for (const name of entry.names) named[entry.rank].add(name);
  return named;
}

/** The taxa a record belongs to at each rank: its row's names, else what its group's name says (a set of maybes). */
export function recordTaxa(record: RecordTaxon, vocabulary: TaxonVocabulary): NamedTaxa {
  const own = emptyTaxa();
  const klasa = record.klasa.trim().replace(/:$/, '');
  const rendi = record.rendi.trim();
  const fromGroup = taxaNamedIn(record.group, vocabulary);
  const orderClass = vocabulary.classOfOrder.get(rendi);
  if (klasa) own.class.add(klasa);
  else if (orderClass) own.class.add(orderClass);
  else for (const name of fromGroup.class) own.class.add(name);
  if (rendi) own.order.add(rendi);
  else for (const name of fromGroup.order) own.order.add(name);
  if (record.familja.trim()) own.family.add(record.familja.trim());
  const genus = genusOf(record.lloji);
  if (genus) own.genus.add(genus);
  return own;
}

/**
 * Two spellings of one name. Families allow a slip of the pen, counted on the name without its ending (-idae, or the
 * slip -iade): one edit (a letter added, dropped, changed, or two swapped) from five letters, two from seven
 * ("Geomentriade" = Geometridae, "Ryacophilidae" = Rhyacophilidae; "Lycaenidae" ≠ "Zygaenidae", "Baetidae" ≠
 * "Caenidae"). Other ranks compare as written, case aside.
 */
export function sameName(a: string, b: string, rank: Rank = 'family'): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (rank !== 'family') return false;
  const stemX = x.replace(/(?:idae|iade)$/, '');
  const stemY = y.replace(/(?:idae|iade)$/, '');
  const length = Math.min(stemX.length, stemY.length);
  const allowed = length >= 7 ? 2 : length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(stemX.length - stemY.length) <= allowed && swapDistance(stemX, stemY) <= allowed;
}

/** Edits between two words, a swap of neighbouring letters counting as one (optimal string alignment). */
function swapDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The entry chosen (or null), and the candidates not set aside: what the record may cite. */
export type TaxonChoice = { chosen: string | null; remaining: string[] };

/**
 * Among the entries an author and year match, the one the record means, or none:
 * 1. an entry whose title names, at some rank, only taxa the record does not belong to is set aside;
 * 2. among the rest, the entry whose title names the record's own taxon at the most specific rank is preferred;
 *    a title naming no taxon of the record (a red book, a national checklist) counts as naming none.
 * Only a single entry left resolves; `remaining` are the candidates not set aside (what the record may cite).
 */
export function chooseByTaxon(candidates: readonly Reference[], record: RecordTaxon, vocabulary: TaxonVocabulary, titleTaxa: (reference: Reference) => NamedTaxa): TaxonChoice {
  const own = recordTaxa(record, vocabulary);
  const scored: { id: string; score: number }[] = [];
  for (const reference of candidates) {
    const named = titleTaxa(reference);
    let setAside = false;
    let score = 0;
    for (const rank of RANKS) {
      if (named[rank].size === 0 || own[rank].size === 0) continue;
      const shared = [...named[rank]].filter((name) => [...own[rank]].some((mine) => sameName(name, mine, rank)));
      if (shared.length === 0) setAside = true;
      // A group of two classes ("Amfibet dhe Reptilet") makes neither the record's own class.
      else if (own[rank].size === 1) score = Math.max(score, SPECIFICITY[rank]);
    }
    if (!setAside) scored.push({ id: reference.id, score });
  }
  const remaining = scored.map((entry) => entry.id);
  const best = Math.max(...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return top.length === 1 ? { chosen: top[0]!.id, remaining } : { chosen: null, remaining };
}

/** The taxa each entry's title names, read once per entry. */
export function titleTaxaReader(vocabulary: TaxonVocabulary): (reference: Reference) => NamedTaxa {
  const cache = new Map<string, NamedTaxa>();
  return (reference) => {
    let named = cache.get(reference.id);
    if (!named) cache.set(reference.id, (named = taxaNamedIn(referenceTitle(reference), vocabulary)));
    return named;
  };
}
