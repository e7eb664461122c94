/** Recognising checklist header cells however a spreadsheet spells them. */

export const CANONICAL_COLUMNS = ['Nr', 'Klasa', 'Rendi', 'Familja', 'Lloji', 'Referenca'] as const;
export type CanonicalColumn = (typeof CANONICAL_COLUMNS)[number];
/** The column the whole-fauna CSV adds: each row's group (the name in site.json). */
export const GROUP_COLUMN = 'Grupi';

/** Known spellings (Albanian, English, Latin), already in `headerKey` form. */
const VARIANTS: Record<CanonicalColumn, readonly string[]> = {
  Nr: ['nr', 'no', 'nro', 'n', '#', 'numri', 'numer', 'numeri', 'number', 'num', 'nrrendor', 'numririrendor'],
  Klasa: ['klasa', 'klase', 'klasi', 'klasat', 'klass', 'klasse', 'class', 'classis'],
  Rendi: ['rendi', 'rende', 'rend', 'rendet', 'order', 'ordo', 'ordre', 'ordnung'],
  Familja: ['familja', 'familje', 'familjet', 'familia', 'familie', 'famille', 'family', 'fam'],
  Lloji: ['lloji', 'lloj', 'llojet', 'llojit', 'species', 'specie', 'taxon', 'takson', 'taksoni', 'emrishkencor', 'emriishkencor', 'scientificname', 'speciesname'],
  Referenca: [
    'referenca', 'referencat', 'referenc', 'reference', 'references', 'ref', 'refs', 'referencabibliografike',
    'burimi', 'burimet', 'source', 'sources', 'literatura', 'literature', 'bibliografia', 'citimi', 'citation',
  ],
};

/**
 * A column of its own for the species' authorship ("Autori", "Author"), as some spreadsheets keep it: each cell is
 * read after the name in Lloji, where the checklists write it ("Canis lupus Linnaeus, 1758").
 */
const AUTHORSHIP_VARIANTS = new Set(['autori', 'autoret', 'autor', 'autoresia', 'autorsia', 'author', 'authors', 'authority', 'authorship', 'autoriteti', 'auctor']);

/** Whether a header cell names a column of the species' authorship. */
export const isAuthorshipHeader = (header: string): boolean => AUTHORSHIP_VARIANTS.has(headerKey(header));

/**
 * A column of its own for the genus ("Gjinia", "Genus"), as some spreadsheets keep it with the epithet alone in Lloji:
 * each cell is read before an epithet ("lupus" under "Canis" is "Canis lupus").
 */
const GENUS_VARIANTS = new Set(['gjinia', 'gjini', 'gjinite', 'genus', 'gattung', 'genre', 'genere', 'rod']);

/** Whether a header cell names a column of the genus. */
export const isGenusHeader = (header: string): boolean => GENUS_VARIANTS.has(headerKey(header));

const EXACT = new Map<string, CanonicalColumn>(
  CANONICAL_COLUMNS.flatMap((column) => VARIANTS[column].map((variant) => [variant, column] as const)),
);

/** Every known spelling in `headerKey` form with its column, in the order they are tried. */
export const KNOWN_SPELLINGS: readonly (readonly [string, CanonicalColumn])[] = [...EXACT];

/** A known name of at least this many letters still names its column with a qualifier after it ('Referenca (burimi)'). */
const QUALIFIED_MIN = 5;
/** Those names by their first letters, in EXACT's order: a data row's cell is matched without going through them all. */
const QUALIFIED = new Map<string, [string, CanonicalColumn][]>();
for (const [variant, column] of EXACT) {
  if (variant.length < QUALIFIED_MIN) continue;
  const start = variant.slice(0, QUALIFIED_MIN);
  QUALIFIED.set(start, [...(QUALIFIED.get(start) ?? []), [variant, column]]);
}
const LONGEST_VARIANT = Math.max(...[...EXACT.keys()].map((variant) => variant.length));

/** 'Klasa:' → 'klasa', ' Familjë ' → 'familje', 'Nr.' → 'nr': case, accents, spaces and punctuation do not count. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#]/gu, '');
}

export type HeaderMatch =
  | { column: CanonicalColumn; exact: true }
  /** A close misspelling ('Refernca'): used, but worth a "did you mean" warning. */
  | { column: CanonicalColumn; exact: false }
  | null;

/** Which canonical column a header cell names, if any. */
export function matchHeader(header: string): HeaderMatch {
  const key = headerKey(header);
  if (key === '') return null;
  const exact = EXACT.get(key);
  if (exact) return { column: exact, exact: true };
  // 'Referenca (burimi)', 'Lloji dhe autori': a known name followed by a qualifier.
  for (const [variant, column] of QUALIFIED.get(key.slice(0, QUALIFIED_MIN)) ?? []) {
    if (key.startsWith(variant)) return { column, exact: true };
  }
  const allowed = key.length <= 3 ? 0 : key.length <= 5 ? 1 : 2;
  // Longer than any known name by more than the edits allowed (a species name in a data row): no misspelling of one.
  if (key.length - allowed > LONGEST_VARIANT) return null;
  let best: { column: CanonicalColumn; distance: number } | null = null;
  for (const [variant, column] of EXACT) {
    if (Math.abs(variant.length - key.length) > allowed) continue;
    const distance = editDistance(key, variant);
    if (distance <= allowed && (!best || distance < best.distance)) best = { column, distance };
  }
  return best ? { column: best.column, exact: false } : null;
}

/**
 * The candidate spelled nearest to `name` (case aside), at most `maxDistance` edits away, or null; the first of the
 * nearest, or with `unique` none when two are as near.
 */
export function closestSpelling(name: string, candidates: Iterable<string>, maxDistance: number, { unique = false } = {}): string | null {
  let best: { name: string; distance: number } | null = null;
  let tie = false;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - name.length) > maxDistance) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance > maxDistance || (best && distance > best.distance)) continue;
    tie = best !== null && distance === best.distance;
    if (!tie) best = { name: candidate, distance };
  }
  return unique && tie ? null : (best?.name ?? null);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost 1. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row[j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
