// The in-text citations of a checklist's Referenca cell ("(Vinko et al., 2020)", "(Geci & Naumova, 2021a, 2021b)",
// "Teleki & Csiki (1922–1940)"…), split out of the cell and resolved to bibliography entries by authors and year.
// The rules are docs/decisions/0009-citation-resolution.md.
import { referenceAnchor, referenceAuthors, type Reference } from '../parse/references-md.ts';

/** An in-text citation as read: surnames as written, "et al." and the year label (null when it has none). */
export type Citation = { authors: string[]; etAl: boolean; year: string | null };

export type CitationStatus = 'resolved' | 'unresolved' | 'ambiguous';

/**
 * A piece of a Referenca cell. Joined in order, the parts' texts give the cell back. `text` parts are what lies
 * between citations (parentheses, separators) or a cell that names no publication, such as "?".
 */
export type CitationPart =
  | { text: string; referenceId: null; status: 'text' }
  | { text: string; referenceId: string; status: 'resolved'; citation: Citation }
  | { text: string; referenceId: null; status: 'unresolved'; citation: Citation }
  /** `candidates`: ids of every entry the citation matches. */
  | { text: string; referenceId: null; status: 'ambiguous'; citation: Citation; candidates: string[] };

export type CitationSegment = { text: string; citation: Citation | null };

const YEAR_RE = /(?<![\p{L}\p{N}])(?:\d{4}[a-z]?(?:\s*[-–—]\s*\d{4}[a-z]?)?|n\.\s?d\.?(?:-[a-z])?|in press)(?![\p{L}\p{N}])/giu;
const LEADING_JUNK_RE = /^[\s;,()[\]]*/;
const ET_AL_RE = /[\s,]*\bet\.?\s*al\b[\s.]*$/iu;
const AUTHOR_SEPARATOR_RE = /\s*(?:,|;|&|\band\b|\bdhe\b)\s*/iu;
const INITIALS_RE = /^(?:\p{Lu}\.\s*-?\s*)+$/u;
const TRAILING_INITIALS_RE = /^(.*?\p{L}.*?)\s+\p{Lu}{1,3}(?:-\p{Lu})?$/u;
const LETTER_RE = /\p{L}/u;

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

  for (const match of cell.matchAll(YEAR_RE)) {
    const before = cell.slice(position, match.index);
    const lead = LEADING_JUNK_RE.exec(before)?.[0] ?? '';
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
  }

  // What follows the last year: a citation without a year if it names someone, otherwise plain text.
  const rest = cell.slice(position);
  const lead = LEADING_JUNK_RE.exec(rest)?.[0] ?? '';
  const core = rest.slice(lead.length).replace(/[\s;,()[\].]+$/, '');
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

type IndexedReference = { reference: Reference; authors: string[]; year: string | null };

export type CitationIndex = {
  /** Every entry with its folded surnames and year. */
  entries: readonly IndexedReference[];
  /** The entries a citation matches (see the decision record). */
  matches: (citation: Citation) => Reference[];
};

export function citationIndex(references: readonly Reference[]): CitationIndex {
  const entries = references.map((reference) => ({
    reference,
    authors: referenceAuthors(reference).map(foldName),
    year: reference.year === null ? null : foldYear(reference.year),
  }));
  const byFirstAuthorAndYear = new Map<string, IndexedReference[]>();
  for (const entry of entries) {
    if (entry.authors.length === 0 || entry.year === null) continue;
    const key = `${entry.authors[0]}|${entry.year}`;
    byFirstAuthorAndYear.set(key, [...(byFirstAuthorAndYear.get(key) ?? []), entry]);
  }
  const matches = (citation: Citation): Reference[] => {
    const authors = citation.authors.map(foldName);
    if (authors.length === 0 || citation.year === null) return [];
    const count = authors.length;
    return (byFirstAuthorAndYear.get(`${authors[0]}|${foldYear(citation.year)}`) ?? [])
      .filter((entry) => authors.every((author, index) => entry.authors[index] === author))
      .filter((entry) => (citation.etAl ? entry.authors.length >= Math.max(3, count + 1) : entry.authors.length === count))
      .map((entry) => entry.reference);
  };
  return { entries, matches };
}

/** Resolves a Referenca cell into parts to show (a link per resolved citation); the same cell is read once. */
export function citationResolver(references: readonly Reference[] | CitationIndex): (cell: string) => CitationPart[] {
  const index = 'matches' in references ? references : citationIndex(references);
  const cache = new Map<string, CitationPart[]>();
  return (cell) => {
    const cached = cache.get(cell);
    if (cached) return cached;
    const parts = splitCitations(cell).map((segment): CitationPart => {
      const { text, citation } = segment;
      if (citation === null) return { text, referenceId: null, status: 'text' };
      const found = index.matches(citation);
      if (found.length === 1) return { text, referenceId: found[0]!.id, status: 'resolved', citation };
      if (found.length === 0) return { text, referenceId: null, status: 'unresolved', citation };
      return { text, referenceId: null, status: 'ambiguous', citation, candidates: found.map((reference) => reference.id) };
    });
    cache.set(cell, parts);
    return parts;
  };
}

/**
 * Reference id → the species (speciesKey) its resolved citations support, each once, in alphabetical order: what
 * the references page lists under each entry.
 */
export function speciesByReference(
  rows: Iterable<{ lloji: string; referenca: string }>,
  resolve: (cell: string) => readonly CitationPart[],
  keyOf: (rawName: string) => string,
): Map<string, string[]> {
  const supports = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const part of resolve(row.referenca)) {
      if (part.status !== 'resolved') continue;
      const species = supports.get(part.referenceId) ?? new Set<string>();
      species.add(keyOf(row.lloji));
      supports.set(part.referenceId, species);
    }
  }
  return new Map([...supports].map(([id, species]) => [id, [...species].sort()]));
}

/** A cell's parts as pages receive them: each text with the anchor of its bibliography entry, or null. */
export type CitationView = [text: string, anchor: string | null][];

/** The compact form of a resolved cell (a few bytes per citation in a page's data). */
export function citationView(parts: readonly CitationPart[]): CitationView {
  const view: CitationView = [];
  for (const part of parts) {
    const anchor = part.status === 'resolved' ? referenceAnchor({ id: part.referenceId }) : null;
    const last = view.at(-1);
    if (anchor === null && last && last[1] === null) last[0] += part.text;
    else view.push([part.text, anchor]);
  }
  return view;
}
