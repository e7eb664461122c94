// The in-text citations of a checklist's Referenca cell ("(Vinko et al., 2020)", "(Geci & Naumova, 2021a, 2021b)",
// "Teleki & Csiki (1922–1940)"…), split out of the cell and resolved to bibliography entries by authors and year.
// The rules are docs/decisions/0009-citation-resolution.md, with name variants and the record's taxon
// (docs/decisions/0021-citations-by-taxon.md).
import { referenceAnchor, referenceAuthors, retrievedYear, type Reference } from '../parse/references-md.ts';
import { genusOf, rowCitationKey } from './citation-row-key.ts';
import { chooseByTaxon, taxonVocabulary, titleTaxaReader, type RecordTaxon, type TaxonVocabulary } from './citation-taxa.ts';

export type { RecordTaxon } from './citation-taxa.ts';

/** An in-text citation as read: surnames as written, "et al." and the year label (null when it has none). */
export type Citation = { authors: string[]; etAl: boolean; year: string | null };

export type CitationStatus = 'resolved' | 'unresolved' | 'ambiguous';

/**
 * A piece of a Referenca cell. Joined in order, the parts' texts give the cell back. `text` parts are what lies
 * between citations (parentheses, separators) or a cell that names no publication, such as "?".
 */
/**
 * How a citation found its one entry: its authors and year as written (`authors`), a variant of them (`variant`: a
 * part of a double surname, an organisation's initials, a web page's title part or the year it was consulted), or,
 * among several entries, by the taxon of the record citing it (`taxon`).
 */
export type ResolvedVia = 'authors' | 'variant' | 'taxon';

export type CitationPart =
  | { text: string; referenceId: null; status: 'text' }
  /**
   * `matched`: every entry the authors and year match (one, unless resolved by the record's taxon); `variant`: they
   * match only through a variant of the names or year (`via` is then 'variant', or 'taxon' when the taxon chose).
   */
  | { text: string; referenceId: string; status: 'resolved'; citation: Citation; via: ResolvedVia; matched: string[]; variant: boolean }
  | { text: string; referenceId: null; status: 'unresolved'; citation: Citation }
  /**
   * `candidates`: ids of the entries the record may cite (those its authors and year match, less those whose title
   * names a taxon the record does not belong to); `matched`: every entry its authors and year match.
   */
  | { text: string; referenceId: null; status: 'ambiguous'; citation: Citation; candidates: string[]; matched: string[]; variant: boolean };

export type CitationSegment = { text: string; citation: Citation | null };

const YEAR_RE = /(?<![\p{L}\p{N}])(?:\d{4}[a-z]?(?:\s*[-–—]\s*\d{4}[a-z]?)?|n\.\s?d\.?(?:-[a-z])?|in press)(?![\p{L}\p{N}])/giu;
const SAME_YEAR_LETTER_RE = /^(\s*,\s*)([a-z])(?![\p{L}\p{N}.])/u;
const LEADING_JUNK_RE = /^[\s;,()[\]]*/;
/** After a citation, also the word joining the next to it: `2023 e Vrenozi`, `2023 dhe Vrenozi`, `2023 and Vrenozi`. */
const LEADING_JOINER_RE = /^[\s;,()[\]]*(?:(?:e|dhe|and|&)\s+(?=\p{Lu}))?/u;
const ET_AL_RE = /[\s,]*\bet\.?\s*al\b[\s.]*$/iu;
const AUTHOR_SEPARATOR_RE = /\s*(?:,|;|&|\band\b|\bdhe\b)\s*/iu;
const INITIALS_RE = /^(?:\p{Lu}\.\s*-?\s*)+$/u;
const TRAILING_INITIALS_RE = /^(.*?\p{L}.*?)\s+\p{Lu}{1,3}(?:-\p{Lu})?$/u;
const LETTER_RE = /\p{L}/u;
/** `et al.`, or a short lowercase word after another abbreviation (`pers. obs.`), ending with its dot. */
const ABBREVIATION_END_RE = /(?:\bal|\.\s*\p{Ll}{1,6})\.$/u;

/** Splits a cell into citations and the text around them; the segments' texts joined give the cell back. */
export function splitCitations(cell: string): CitationSegment[] {
  const segments: CitationSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last && last.citation === null) last.text += text;
    else segments.push({ text, citation: null });
  };
  let position = 0;
  let previous: Pick<Citation, 'authors' | 'etAl'> | null = null;
  // What stands before a citation and is not part of it: after another citation, the word joining the two too.
  const leadOf = (text: string) => (segments.length > 0 ? LEADING_JOINER_RE : LEADING_JUNK_RE).exec(text)?.[0] ?? '';

  for (const match of cell.matchAll(YEAR_RE)) {
    const before = cell.slice(position, match.index);
    const lead = leadOf(before);
    const authorText = before.slice(lead.length);
    let end = match.index + match[0].length;
    // Narrative form, `Teleki & Csiki (1922–1940)`: the closing parenthesis belongs to the citation.
    if (/\(\s*$/.test(authorText)) end += /^\s*\)/.exec(cell.slice(end))?.[0].length ?? 0;
    const authorPart = authorText.replace(/[\s,(]+$/, '');
    let who: Pick<Citation, 'authors' | 'etAl'>;
    if (LETTER_RE.test(authorPart)) who = previous = readAuthors(authorPart);
    else who = previous ?? { authors: [], etAl: false }; // `(Geci & Naumova, 2021a, 2021b)`: same authors
    pushText(lead);
    segments.push({ text: cell.slice(position + lead.length, end), citation: { ...who, year: match[0] } });
    position = end;
    // `Kryštufek, 2003a, b`: the same authors' next publication of that year, by its letter alone.
    const [, digits, letter] = /^(\d{4})([a-z])$/.exec(match[0]) ?? [];
    if (digits && letter) {
      for (let next = SAME_YEAR_LETTER_RE.exec(cell.slice(position)); next; next = SAME_YEAR_LETTER_RE.exec(cell.slice(position))) {
        pushText(next[1]!);
        segments.push({ text: next[2]!, citation: { ...who, year: `${digits}${next[2]}` } });
        position += next[0].length;
      }
    }
  }

  // What follows the last year: a citation without a year if it names someone, otherwise plain text.
  const rest = cell.slice(position);
  const lead = leadOf(rest);
  const trimmed = rest.slice(lead.length).replace(/[\s;,()[\].]+$/, '');
  // An abbreviation keeps its dot: `Musliu et al.`, `pers. obs.`; a sentence's end does not.
  const core = ABBREVIATION_END_RE.test(rest.slice(lead.length, lead.length + trimmed.length + 1)) ? `${trimmed}.` : trimmed;
  if (LETTER_RE.test(core)) {
    pushText(lead);
    segments.push({ text: core, citation: { ...readAuthors(core), year: null } });
    pushText(rest.slice(lead.length + core.length));
  } else {
    pushText(rest);
  }
  return segments;
}

/** `Ibrahimi, Vitecek, et al.` → Ibrahimi, Vitecek and et al.; initials (`Ilić, N.`, `Vinko D`) are dropped. */
function readAuthors(text: string): Pick<Citation, 'authors' | 'etAl'> {
  const etAl = ET_AL_RE.test(text);
  const authors = text
    .replace(ET_AL_RE, '')
    .split(AUTHOR_SEPARATOR_RE)
    .map((piece) => piece.trim())
    .filter((piece, index) => piece !== '' && !(index > 0 && INITIALS_RE.test(piece)))
    .map((piece) => TRAILING_INITIALS_RE.exec(piece)?.[1] ?? piece);
  return { authors, etAl };
}

const LATIN_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ı: 'i', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/** A surname as compared: no marks, case, spaces, hyphens or punctuation (`Zhushi Etemi` = `Zhushi-Etemi`). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđıøßæœþ]/g, (char) => LATIN_LETTERS[char] ?? char)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A year label as compared: `n.d.` = `n. d.`, `1922–1940` = `1922-1940`, `2019a` ≠ `2019`. */
export function foldYear(year: string): string {
  return year.toLowerCase().replace(/[–—]/g, '-').replace(/[\s.]/g, '');
}

/** Citations that read the same (authors, et al., year) share this key. */
export function citationKey(citation: Citation): string {
  return `${citation.authors.map(foldName).join(' ')}${citation.etAl ? ' et al' : ''} | ${citation.year === null ? '' : foldYear(citation.year)}`;
}

type IndexedReference = {
  reference: Reference;
  authors: string[];
  /** Each author's name in its parts (`Zhushi Etemi`, `Muja-Bajraktari` → two parts), folded. */
  parts: string[][];
  /** A group author's names: the whole, and the parts of a web page's title (`Bird List - Kosovo - eBird`). */
  groupNames: string[];
  /** Initials of a group author's capitalised words (`International Union for Conservation of Nature` → iucn). */
  initials: string | null;
  year: string | null;
  /** The year a web page was consulted (an entry with no year: `(n.d.). Retrieved September 5, 2024`). */
  retrieved: string | null;
};

/** The entries a citation matches by its authors and year, and whether as written or through a variant. */
export type CitationMatch = { references: Reference[]; via: 'authors' | 'variant' };

export type CitationIndex = {
  /** Every entry with its folded surnames and year. */
  entries: readonly IndexedReference[];
  /** The entries a citation matches (see the decision records). */
  matches: (citation: Citation) => Reference[];
  /** The same, saying whether the names were matched as written or through a variant. */
  match: (citation: Citation) => CitationMatch;
  /** The taxon names of the checklists (null: no record can choose between entries). */
  vocabulary: TaxonVocabulary | null;
};

const nameParts = (name: string) => name.split(/[\s\-‐‑]+/u).map(foldName).filter((part) => part !== '');
const initialsOf = (name: string) => {
  const words = name.split(/[\s-]+/u).filter((word) => /^\p{Lu}/u.test(word));
  return words.length >= 3 ? words.map((word) => foldName(word[0] ?? '')).join('') : null;
};

/** A citation's surname against an entry's: equal, or one is a part of the other's double surname. */
function sameOrPart(cited: string, entry: { folded: string; parts: string[] }): 'same' | 'variant' | null {
  const folded = foldName(cited);
  if (folded === entry.folded) return 'same';
  const citedParts = nameParts(cited);
  if (entry.parts.length === 2 && citedParts.length === 1 && entry.parts.includes(folded)) return 'variant';
  if (citedParts.length === 2 && entry.parts.length === 1 && citedParts.includes(entry.folded)) return 'variant';
  return null;
}

/**
 * The index of a bibliography. `rows`: the checklists' rows, whose class, order, family and genus names are the taxa
 * a title can name (without them, a record cannot choose between entries).
 */
export function citationIndex(references: readonly Reference[], rows?: Iterable<Pick<RecordTaxon, 'klasa' | 'rendi' | 'familja' | 'lloji'>>): CitationIndex {
  const entries = references.map((reference): IndexedReference => {
    const raw = referenceAuthors(reference);
    const group = raw.length === 1 && /\s/.test(raw[0] ?? '') ? raw[0]! : null;
    return {
      reference,
      authors: raw.map(foldName),
      parts: raw.map(nameParts),
      groupNames: group === null ? [] : [group, ...group.split(/\s+[-–—|:]\s+|:\s+/u)].map(foldName).filter((name) => name !== ''),
      initials: group === null ? null : (/^\p{Lu}{3,}\b/u.exec(group)?.[0].toLowerCase() ?? null),
      year: reference.year === null ? null : foldYear(reference.year),
      retrieved: retrievedYear(reference),
    };
  });
  const byFirstAuthorAndYear = new Map<string, IndexedReference[]>();
  for (const entry of entries) {
    if (entry.authors.length === 0 || entry.year === null) continue;
    const key = `${entry.authors[0]}|${entry.year}`;
    byFirstAuthorAndYear.set(key, [...(byFirstAuthorAndYear.get(key) ?? []), entry]);
  }
  const countFits = (citation: Citation, entry: IndexedReference) =>
    citation.etAl ? entry.authors.length >= Math.max(3, citation.authors.length + 1) : entry.authors.length === citation.authors.length;

  const exact = (citation: Citation): Reference[] => {
    const authors = citation.authors.map(foldName);
    if (authors.length === 0 || citation.year === null) return [];
    return (byFirstAuthorAndYear.get(`${authors[0]}|${foldYear(citation.year)}`) ?? [])
      .filter((entry) => authors.every((author, index) => entry.authors[index] === author))
      .filter((entry) => countFits(citation, entry))
      .map((entry) => entry.reference);
  };

  const variants = (citation: Citation): Reference[] => {
    if (citation.authors.length === 0 || citation.year === null) return [];
    const year = foldYear(citation.year);
    const found: Reference[] = [];
    for (const entry of entries) {
      const sameYear = entry.year === year;
      const consulted = entry.retrieved !== null && entry.retrieved === year;
      if (!sameYear && !consulted) continue;
      // A surname written as a part of the other's double surname (or the reverse), the other authors as they are.
      // (A group author, "Amphibian Species of the World", has no double surname.)
      const names = citation.authors.map((author, index) => {
        if (entry.groupNames.length > 0) return null;
        const folded = entry.authors[index];
        return folded === undefined ? null : sameOrPart(author, { folded, parts: entry.parts[index] ?? [] });
      });
      const byNames = sameYear && names.every((kind) => kind !== null) && countFits(citation, entry);
      // An organisation or a web page as author: its name, a part of the page's title, its initials; the year the
      // page was consulted for an entry with no year.
      const [cited] = citation.authors;
      let byGroup = false;
      if (cited !== undefined && citation.authors.length === 1 && !citation.etAl && entry.authors.length === 1) {
        const folded = foldName(cited);
        byGroup =
          folded === entry.authors[0] ||
          entry.groupNames.includes(folded) ||
          (entry.initials !== null && initialsOf(cited) === entry.initials) ||
          (/^\p{Lu}{3,}$/u.test(cited) && initialsOf(entry.reference.plainText.split(/[.(]/)[0] ?? '') === folded);
      }
      if (byNames || byGroup) found.push(entry.reference);
    }
    return found;
  };

  const cache = new Map<string, CitationMatch>();
  const match = (citation: Citation): CitationMatch => {
    const key = citationKey(citation);
    let found = cache.get(key);
    if (!found) {
      const references = exact(citation);
      found = references.length > 0 ? { references, via: 'authors' } : { references: variants(citation), via: 'variant' };
      cache.set(key, found);
    }
    return found;
  };
  return { entries, match, matches: (citation) => match(citation).references, vocabulary: rows ? taxonVocabulary(rows) : null };
}

/** Resolves a record's Referenca cell; without a record, an ambiguous citation stays ambiguous. */
export type CitationResolve = (cell: string, record?: RecordTaxon | null) => CitationPart[];

/** What of a record can change how its citations resolve. */
const recordKey = (record: RecordTaxon) => [record.group, record.klasa.trim(), record.rendi.trim(), record.familja.trim(), genusOf(record.lloji)].join('\u001f');

/**
 * Resolves a Referenca cell into parts to show (a link per resolved citation). The one function that decides which
 * publication a record cites: the checklist rows, the species pages, the references page and the Darwin Core Archive
 * all call it with the record. A cell is read once per distinct record taxon.
 */
export function citationResolver(references: readonly Reference[] | CitationIndex): CitationResolve {
  const index = 'matches' in references ? references : citationIndex(references);
  const byId = new Map(index.entries.map((entry) => [entry.reference.id, entry.reference]));
  const titleTaxa = index.vocabulary ? titleTaxaReader(index.vocabulary) : null;
  const cellCache = new Map<string, CitationPart[]>();
  const recordCache = new Map<string, CitationPart[]>();

  const byCell = (cell: string): CitationPart[] => {
    const cached = cellCache.get(cell);
    if (cached) return cached;
    const parts = splitCitations(cell).map((segment): CitationPart => {
      const { text, citation } = segment;
      if (citation === null) return { text, referenceId: null, status: 'text' };
      const { references: found, via } = index.match(citation);
      const matched = found.map((reference) => reference.id);
      const variant = via === 'variant';
      if (found.length === 1) return { text, referenceId: found[0]!.id, status: 'resolved', citation, via, matched, variant };
      if (found.length === 0) return { text, referenceId: null, status: 'unresolved', citation };
      return { text, referenceId: null, status: 'ambiguous', citation, candidates: matched, matched, variant };
    });
    cellCache.set(cell, parts);
    return parts;
  };

  return (cell, record) => {
    const parts = byCell(cell);
    // The record's taxon decides between entries, and checks the one entry a variant of the names found.
    const decides = (part: CitationPart) => part.status === 'ambiguous' || (part.status === 'resolved' && part.variant);
    if (!record || !index.vocabulary || !titleTaxa || !parts.some(decides)) return parts;
    const key = `${cell}\u001e${recordKey(record)}`;
    const cached = recordCache.get(key);
    if (cached) return cached;
    const vocabulary = index.vocabulary;
    const chosen = parts.map((part): CitationPart => {
      if (part.status === 'resolved' && part.variant) {
        // A variant is a guess at a name: an entry whose title names another group than the record's is not it.
        const { remaining } = chooseByTaxon(part.matched.flatMap((id) => byId.get(id) ?? []), record, vocabulary, titleTaxa);
        return remaining.length === 1 ? part : { text: part.text, referenceId: null, status: 'unresolved', citation: part.citation };
      }
      if (part.status !== 'ambiguous') return part;
      const candidates = part.matched.flatMap((id) => byId.get(id) ?? []);
      const { chosen: id, remaining } = chooseByTaxon(candidates, record, vocabulary, titleTaxa);
      if (id !== null) return { text: part.text, referenceId: id, status: 'resolved', citation: part.citation, via: 'taxon', matched: part.matched, variant: part.variant };
      // Never fewer than two candidates: every entry set aside means the record cannot choose at all.
      return remaining.length >= 2 ? { ...part, candidates: remaining } : part;
    });
    recordCache.set(key, chosen);
    return chosen;
  };
}

/**
 * Reference id → the species (speciesKey) its resolved citations support, each once, in alphabetical order: what
 * the references page lists under each entry.
 */
export function speciesByReference(
  rows: Iterable<RecordTaxon & { referenca: string }>,
  resolve: CitationResolve,
  keyOf: (rawName: string) => string,
): Map<string, string[]> {
  const supports = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const part of resolve(row.referenca, row)) {
      if (part.status !== 'resolved') continue;
      const species = supports.get(part.referenceId) ?? new Set<string>();
      species.add(keyOf(row.lloji));
      supports.set(part.referenceId, species);
    }
  }
  return new Map([...supports].map(([id, species]) => [id, [...species].sort()]));
}

/**
 * A cell's parts as pages receive them: each text with the anchor of its bibliography entry, or null; an ambiguous
 * citation has null and the anchors of its candidates ("one of N").
 */
export type CitationView = ([text: string, anchor: string | null] | [text: string, anchor: null, candidates: string[]])[];

/** The compact form of a resolved cell (a few bytes per citation in a page's data). */
export function citationView(parts: readonly CitationPart[]): CitationView {
  const view: CitationView = [];
  for (const part of parts) {
    if (part.status === 'ambiguous') {
      view.push([part.text, null, part.candidates.map((id) => referenceAnchor({ id }))]);
      continue;
    }
    const anchor = part.status === 'resolved' ? referenceAnchor({ id: part.referenceId }) : null;
    const last = view.at(-1);
    if (anchor === null && last && last[1] === null && last.length === 2) last[0] += part.text;
    else view.push([part.text, anchor]);
  }
  return view;
}

/**
 * A cell's view without the one pair of parentheses around the whole of it, for a sentence that names the source:
 * "(Vinko et al., 2020)" reads "Vinko et al., 2020" after "According to the checklist:". A cell with more than one
 * pair ("(A, 2021), (B, 2013)") or parentheses inside a citation ("Ilić, N. (2005)") stays as written.
 */
export function withoutEnclosingParentheses(view: CitationView): CitationView {
  const text = view.map(([segment]) => segment).join('').trim();
  if (!text.startsWith('(') || !closesAtEnd(text)) return view;
  const first = view[0]!;
  const last = view.at(-1)!;
  const plain = (segment: CitationView[number]) => segment[1] === null && segment.length === 2;
  if (!plain(first) || !plain(last)) return view;
  const copy = view.map((segment) => [...segment] as CitationView[number]);
  copy[0]![0] = copy[0]![0].trimStart().slice(1).trimStart();
  const end = copy.at(-1)!;
  end[0] = end[0].trimEnd().slice(0, -1).trimEnd();
  return copy.filter((segment) => segment[0] !== '' || !plain(segment));
}

/** A source's text without one pair of parentheses around the whole of it: "(Personal observation)" → "Personal observation". */
export function unparenthesized(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('(') && closesAtEnd(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
}

/** Whether the "(" that opens the text is closed by its last character. */
function closesAtEnd(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index === text.length - 1;
  }
  return false;
}

/** A checklist row as pages carry it: class, order, family, name, Referenca cell. */
export type RowTuple = readonly [klasa: string, rendi: string, familja: string, lloji: string, referenca: string];

/** A row's class, order, family and name, as the citation resolver reads a record. */
export const rowTaxon = ([klasa, rendi, familja, lloji]: RowTuple) => ({ klasa, rendi, familja, lloji });

/**
 * The resolved cells a checklist's rows use (build time), from the resolver of records: each cell once, and, for a
 * row whose taxon makes its cell resolve otherwise (an ambiguous author and year decided by the row's family…), the
 * row's own view under `rowCitationKey`.
 */
export function rowCitations(rows: readonly RowTuple[], resolve: (cell: string, row: RowTuple | null) => CitationView): Record<string, CitationView> {
  const citations: Record<string, CitationView> = {};
  for (const row of rows) {
    const cell = row[4];
    if (!cell) continue;
    const general = (citations[cell] ??= resolve(cell, null));
    const own = resolve(cell, row);
    if (own !== general && JSON.stringify(own) !== JSON.stringify(general)) citations[rowCitationKey(cell, rowTaxon(row))] = own;
  }
  return citations;
}
