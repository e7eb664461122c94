import type { ContentIssue } from '../issues.ts';
import { describeLines } from './line-list.ts';
import { inlinesText, parseInlines, type Inline } from './reference-inlines.ts';

export type { Inline } from './reference-inlines.ts';

export const REFERENCES_FILE = 'references.md';

export type Reference = {
  /** Stable slug built like an in-text citation, e.g. `geci-naumova-2021a`, `bilalli-et-al-2023-2`. */
  id: string;
  inlines: Inline[];
  /** The text as displayed (no Markdown). */
  plainText: string;
  /** First DOI of the entry, e.g. `10.3897/zookeys.182.2485`. */
  doi: string | null;
  /** Year label as written: `2021a`, `1922–1940`, `n.d.`, `in press`; null when the entry has none. */
  year: string | null;
  /** 1-based line where the entry starts. */
  line: number;
};

export type ReferencesMdResult = { title: string | null; references: Reference[]; issues: ContentIssue[] };

type Part = { text: string; line: number; column: number; start: number };
type RawEntry = { line: number; parts: Part[]; text: string };

// A list item: '- ', '* ', '+ ', or numbered ('1. ', '1) ') as a word processor's numbering is exported.
const BULLET_RE = /^(\s*(?:[-*+]|\d{1,4}[.)])\s+)(?=\S)/;
// A bullet pasted from a document: "•", "·", "▪", "◦", "‣", "●", "■", or a dash before an author's name.
const PASTED_BULLET_RE = /^(\s*(?:[•·▪◦‣●■]|[–—](?=\s+\p{Lu}))\s+)(?=\S)/u;
const EMPTY_BULLET_RE = /^\s*(?:[-*+]|\d{1,4}[.)])\s*$/;
const HEADING_RE = /^\s{0,3}#{1,6}(?:\s+(.*?))?\s*#*\s*$/;
const PAREN_YEAR_RE = /\((\d{4}[a-z]?(?:\s*[–—-]\s*\d{4}[a-z]?)?|n\.\s?d\.(?:-[a-z])?|in press)(?:,[^()]*)?\)/i;
// A reference's first author, as APA writes it: `Xërxa, B. L.,`, `Zhushi-Etemi, F.,`.
const AUTHOR_START_RE = /^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}\.(?:\s?\p{Lu}\.)*,?\s/u;
// Older style: `Dauti, E., 1980: Title`.
const COLON_YEAR_RE = /^([^()]*?),\s*(\d{4}[a-z]?)\s*:/;

/**
 * Parses the bibliography: an optional `# Heading`, then one Markdown list item per reference (continuation lines
 * may follow, indented or not). Entries are never dropped; every repair is reported as a warning with line and column.
 */
export function parseReferencesMd(text: string, file = REFERENCES_FILE): ReferencesMdResult {
  const issues: ContentIssue[] = [];
  const warn = (line: number, message: string, column?: number) =>
    issues.push(column === undefined ? { severity: 'warning', file, line, message } : { severity: 'warning', file, line, column, message });

  const { title, entries } = splitEntries(text, warn);
  const references: Reference[] = [];
  const seenText = new Map<string, number>();
  const seenDoi = new Map<string, number>();
  const idCounts = new Map<string, number>();
  const usedIds = new Set<string>();

  for (const entry of entries) {
    const { inlines, doi, notes } = parseInlines(entry.text);
    for (const note of notes.toSorted((a, b) => a.offset - b.offset)) {
      const { line, column } = locate(entry, note.offset);
      warn(line, note.message, column);
    }
    const plainText = inlinesText(inlines);
    const first = entry.parts[0];
    if (plainText === '' || !first) {
      warn(entry.line, 'the list item has no text; skipped');
      continue;
    }

    const { year, authors } = findYear(plainText);
    if (year === null) warn(entry.line, 'no year found (APA style: "Author, A. (2020). Title…"); the entry is shown as written', first.column);

    const textKey = plainText.normalize('NFC').toLowerCase();
    const sameAs = seenText.get(textKey);
    if (sameAs !== undefined) warn(entry.line, `duplicate: same text as the entry on line ${sameAs}`, first.column);
    else seenText.set(textKey, entry.line);
    if (doi !== null) {
      const doiLine = seenDoi.get(doi.toLowerCase());
      if (doiLine === undefined) seenDoi.set(doi.toLowerCase(), entry.line);
      else if (sameAs === undefined) warn(entry.line, `same DOI ${doi} as the entry on line ${doiLine}: one of them is probably wrong`, first.column);
    }

    const baseId = citationSlug(authors ?? plainText, year, authors !== null);
    let seen = idCounts.get(baseId) ?? 0;
    let id = baseId;
    while (usedIds.has(id)) id = `${baseId}-${++seen + 1}`;
    idCounts.set(baseId, seen);
    usedIds.add(id);
    references.push({ id, inlines, plainText, doi, year, line: entry.line });
  }

  if (references.length === 0) warn(0, 'no references found: write one list item per reference, e.g. "- Author, A. (2020). Title."');
  return { title, references, issues };
}

/**
 * Whether an unmarked line right below an entry is a reference of its own (a bibliography pasted one reference a line,
 * without list marks) rather than the entry's next line: the entry has its year already, and the line opens as a
 * reference does: with its authors and then its year ("Author, A. (2020). …", "Author, A., 1980: …"), or with a first
 * author written as APA writes one ("Author, A. B., …"). Decision 0074.
 */
function beginsOwnReference(entryText: string, line: string): boolean {
  if (findYear(entryText).year === null) return false;
  if (!/^\p{Lu}/u.test(line) || /^(?:In|Në)\b/u.test(line)) return false;
  const year = PAREN_YEAR_RE.exec(line);
  // The year closes its part: a full stop or colon after it, or the title right after it ("(2022) On the…").
  const parenYear = year !== null && year.index < 300 && /^(?:\s*[.:]|\s+\p{Lu})/u.test(line.slice(year.index + year[0].length));
  return parenYear || COLON_YEAR_RE.test(line) || AUTHOR_START_RE.test(line);
}

function splitEntries(text: string, warn: (line: number, message: string, column?: number) => void): { title: string | null; entries: RawEntry[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const entries: RawEntry[] = [];
  let title: string | null = null;
  let current: RawEntry | null = null;
  let afterBlank = false;
  let seenContent = false;
  const unmarked: { line: number; column: number }[] = [];
  const pastedBullets: { line: number; bullet: string }[] = [];

  const start = (line: number, column: number, content: string) => {
    current = { line, parts: [], text: '' };
    entries.push(current);
    append(current, line, column, content);
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') {
      afterBlank = true;
      return;
    }
    const heading = HEADING_RE.exec(raw);
    const pasted = PASTED_BULLET_RE.exec(raw);
    const bullet = BULLET_RE.exec(raw) ?? pasted;
    const indent = /^\s*/.exec(raw)?.[0].length ?? 0;
    if (heading) {
      if (!seenContent) title = heading[1]?.trim() || null;
      else warn(line, 'heading ignored: the bibliography is a single list');
      current = null;
    } else if (EMPTY_BULLET_RE.test(raw)) {
      warn(line, 'empty list item ignored');
      current = null;
    } else if (bullet) {
      const marker = bullet[1] ?? '';
      if (pasted) pastedBullets.push({ line, bullet: marker.trim() });
      start(line, marker.length + 1, raw.slice(marker.length));
    } else if (current !== null && (indent > 0 || !afterBlank) && !(indent === 0 && beginsOwnReference(current.text, raw))) {
      const entry: RawEntry = current;
      if (indent === 0) {
        warn(line, `line does not start with "- ": joined to the entry on line ${entry.line}; start it with "- " if it is a separate reference`, 1);
      }
      append(entry, line, indent + 1, raw.slice(indent));
    } else {
      unmarked.push({ line, column: indent + 1 });
      start(line, indent + 1, raw.slice(indent));
    }
    seenContent = true;
    afterBlank = false;
  });
  // References written as paragraphs (pasted from a document): one warning for them all.
  const [first, ...more] = unmarked;
  if (first) {
    const others = more.length === 0 ? '' : `, as ${more.length === 1 ? 'is' : 'are'} ${describeLines(more.map(({ line }) => line))}; start each reference with "- "`;
    warn(first.line, `line does not start with "- ": read as a separate reference${others}`, first.column);
  }
  const [pasted] = pastedBullets;
  if (pasted) {
    const bullets = [...new Set(pastedBullets.map(({ bullet }) => `"${bullet}"`))].join(', ');
    const lines = describeLines(pastedBullets.map(({ line }) => line));
    const one = pastedBullets.length === 1;
    warn(pasted.line, `${lines} ${one ? 'starts' : 'start'} with ${bullets}, a bullet pasted from a document, where a list item starts with "- ": read as ${one ? 'a list item' : 'list items'}; write "- "`, 1);
  }
  return { title, entries };
}

function append(entry: RawEntry, line: number, column: number, content: string): void {
  if (entry.text !== '') entry.text += ' ';
  entry.parts.push({ text: content, line, column, start: entry.text.length });
  entry.text += content;
}

/** Line and column in the file of an offset in the entry's joined text. */
function locate(entry: RawEntry, offset: number): { line: number; column: number } {
  let part = entry.parts[0];
  for (const candidate of entry.parts) if (candidate.start <= offset) part = candidate;
  if (!part) return { line: entry.line, column: 1 };
  return { line: part.line, column: part.column + Math.min(Math.max(offset - part.start, 0), part.text.length) };
}

/** The entry's year label and the author part before it (null when no year was found). */
function findYear(plainText: string): { year: string | null; authors: string | null } {
  const paren = PAREN_YEAR_RE.exec(plainText);
  if (paren?.[1]) return { year: normalizeYear(paren[1]), authors: plainText.slice(0, paren.index) };
  const colon = COLON_YEAR_RE.exec(plainText);
  if (colon?.[1] && colon[2]) return { year: colon[2], authors: colon[1] };
  return { year: null, authors: null };
}

function normalizeYear(year: string): string {
  if (/^n/i.test(year)) return year.replace(/\s+/g, '').toLowerCase();
  if (/^in press$/i.test(year)) return 'in press';
  return year.replace(/\s+/g, '');
}

const NAME_RE = /^\p{L}[\p{L}'’. -]*$/u;
const INITIAL_RE = /^\p{Lu}\./u;

/**
 * Surnames of `Surname, I., Surname, I., & Surname, I.`, or a group author as one name. Without a known year the
 * text runs on into the title, so reading stops at the first pair that does not look like `Surname, I.`.
 */
function surnames(authors: string, authorsKnown: boolean): string[] {
  const pieces = authors
    .replace(/\((?:comp|eds?|coord|trans)\.?\)/gi, ' ')
    .split(/\s*,\s*|\s+&\s+/)
    .map((piece) => piece.replace(/^&\s*/, '').trim())
    .filter((piece) => piece !== '');
  const first = pieces[0];
  if (first === undefined) return [];
  if (PENSOFT_AUTHOR_RE.test(first)) return pensoftSurnames(pieces);
  if (pieces.length === 1) return authorsKnown ? [first.replace(/\.$/, '')] : [];
  const names: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const surname = pieces[index] ?? '';
    const given = pieces[index + 1];
    if (!NAME_RE.test(surname) || surname.split(' ').length > 4) break;
    if (!authorsKnown && (given === undefined || !INITIAL_RE.test(given))) break;
    names.push(surname);
  }
  return names;
}

/** `Surname IN` (Pensoft and Vancouver style: initials without dots after the surname), e.g. `Gattolliat J-L`. */
const PENSOFT_AUTHOR_RE = /^(\p{Lu}[\p{L}'’. -]*?)\s+\p{Lu}{1,3}(?:-\p{Lu})?$/u;

/** Surnames of `Vinko D, Kulijer D, Zhushi Etemi F`; reading stops at the first piece of another shape. */
function pensoftSurnames(pieces: readonly string[]): string[] {
  const names: string[] = [];
  for (const piece of pieces) {
    const surname = PENSOFT_AUTHOR_RE.exec(piece)?.[1];
    if (surname === undefined) break;
    names.push(surname);
  }
  return names;
}

/**
 * The surnames of an entry's authors as written, in order (`Geci`, `Naumova`); a group author is one name
 * (`Amphibian Species of the World`). Empty when no author could be read.
 */
export function referenceAuthors(reference: Pick<Reference, 'plainText'>): string[] {
  const { authors } = findYear(reference.plainText);
  return authors === null ? surnames(reference.plainText, false) : surnames(authors, true);
}

/**
 * The title of an entry as APA writes it: what follows the year, up to the journal or book series in italics; a book's
 * title is itself in italics (`Ibrahimi, H. … (2019). *Libri i Kuq i Faunës…*`). The journal is left out: "Journal of
 * Insect Science" does not say what the work is about.
 */
export function referenceTitle(reference: Pick<Reference, 'inlines' | 'plainText'>): string {
  const { plainText } = reference;
  const year = PAREN_YEAR_RE.exec(plainText) ?? COLON_YEAR_RE.exec(plainText);
  const start = year ? year.index + year[0].length : 0;
  let offset = 0;
  for (const inline of reference.inlines) {
    const end = offset + inline.text.length;
    if (inline.kind === 'italic' && end > start) {
      const before = plainText.slice(start, Math.max(offset, start));
      // Italics right after the year: a book's title; later: the journal, which ends the title.
      if (/^[\s.:]*$/.test(before)) return plainText.slice(Math.max(offset, start), end).trim();
      return before.replace(/^[\s.:]+/, '').trim();
    }
    offset = end;
  }
  return plainText.slice(start).replace(/^[\s.:]+/, '').trim();
}

/** The year a web page was consulted, from an entry with no year that says `Retrieved September 5, 2024`. */
export function retrievedYear(reference: Pick<Reference, 'plainText' | 'year'>): string | null {
  if (reference.year !== null && !/^n/i.test(reference.year)) return null;
  return /\b(?:Retrieved|Accessed|Consulted)\b[^()]*?\b(\d{4})\b/i.exec(reference.plainText)?.[1] ?? null;
}

/** The entry's HTML id on the references page, e.g. `ref-geci-naumova-2021a`: unique because ids are. */
export function referenceAnchor(reference: Pick<Reference, 'id'>): string {
  return reference.id.startsWith('ref-') ? reference.id : `ref-${reference.id}`;
}

/** `geci-naumova-2021a`, `hoxha-2019`, `bilalli-et-al-2023`, `amphibian-species-of-the-world-nd`. */
function citationSlug(authors: string, year: string | null, authorsKnown: boolean): string {
  const names = surnames(authors, authorsKnown);
  const [first, second] = names;
  const who =
    first === undefined
      ? slugify(authors).split('-').slice(0, 5).join('-')
      : names.length === 1
        ? slugify(first).split('-').slice(0, 5).join('-')
        : names.length === 2 && second !== undefined
          ? `${slugify(first)}-${slugify(second)}`
          : `${slugify(first)}-et-al`;
  const slug = [who, year === null ? '' : slugify(year.replace(/\./g, ''))].filter((part) => part !== '').join('-') || 'reference';
  return /^\d/.test(slug) ? `ref-${slug}` : slug;
}

const LATIN_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ı: 'i', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđıøßæœþ]/g, (char) => LATIN_LETTERS[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

let collator: Intl.Collator | null = null;

/**
 * Sort key in APA order, "nothing precedes something": authors word by word with punctuation ignored and
 * hyphenated names as one word (`Geci, D. (2018)` < `Geci, D., & Naumova, M.`; `Muja, N.` < `Muja-Bajraktari, N.`),
 * then year (`n.d.` first), then title.
 */
function sortKey(reference: Reference): string {
  return reference.plainText
    .normalize('NFC')
    .replace(/\(n\.\s?d\.\)/i, ' 0000 ')
    .replace(/(?<=\p{L})[-‐‑](?=\p{L})/gu, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sorted copy, alphabetical in the Albanian alphabet (Ç after C, Dh after D, Ë after E, … Zh after Z). */
export function sortReferences(refs: readonly Reference[]): Reference[] {
  collator ??= new Intl.Collator('sq', { numeric: true });
  const compare = collator.compare;
  return refs
    .map((reference) => ({ reference, key: sortKey(reference) }))
    .sort((a, b) => compare(a.key, b.key) || compare(a.reference.plainText, b.reference.plainText) || a.reference.line - b.reference.line)
    .map(({ reference }) => reference);
}
