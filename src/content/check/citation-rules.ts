/** Citations of the checklists that do not lead to one bibliography entry, grouped by citation, with their places. */
import type { ParsedChecklist } from '../parse/checklist-csv.ts';
import { describeLines } from '../parse/line-list.ts';
import { editDistance } from '../parse/checklist-headers.ts';
import { citationIndex, citationKey, citationResolver, foldName, type Citation, type CitationIndex, type CitationResolve } from '../derived/citations.ts';
import type { ContentIssue } from '../issues.ts';
import type { RecordTaxon } from '../derived/citation-taxa.ts';
import type { Rename } from '../parse/renames-csv.ts';
import { REFERENCES_FILE, referenceAuthors, type Reference } from '../parse/references-md.ts';

/** How a citation fared: resolved by author and year, through a name variant, by the record's taxon; or not. */
export type CitationOutcome = 'authors' | 'variant' | 'taxon' | 'ambiguous' | 'missing';
export const CITATION_OUTCOMES: readonly CitationOutcome[] = ['authors', 'variant', 'taxon', 'ambiguous', 'missing'];

/** Per outcome: the records (rows) with a citation of that outcome, the distinct citations, the occurrences. */
export type OutcomeCount = { records: number; citations: number; occurrences: number };

/**
 * How the checklists' citations resolve. `records`: rows that cite something; `linked`: those whose every citation
 * leads to exactly one entry. `occurrences`, `resolved` and `rate` count citations, not rows.
 */
export type CitationSummary = {
  records: number;
  linked: number;
  occurrences: number;
  resolved: number;
  rate: number;
  outcomes: Record<CitationOutcome, OutcomeCount>;
};

/** A checklist as the check reads it: its group, its path (`checklists/X.csv`) and its parse (CheckedChecklist fits). */
export type CitedChecklist = { group?: string; file: string; parsed: Pick<ParsedChecklist, 'rows' | 'columns'> };

type Place = { file: string; line: number };
type Problem = {
  kind: 'variant' | 'ambiguous' | 'missing';
  text: string;
  citation: Citation;
  /** The entries the citation matches (ambiguous: all of them; variant: the one). */
  matched: string[];
  places: Place[];
  /** The authors or year match only through a variant. */
  variant: boolean;
  column: number | undefined;
};

/** Ranges shown per file before "and N more": enough to find every row of all but the largest groups. */
const LINES_PER_FILE = 40;

/** One cell of citations where it stands; `record`: the row whose taxon may decide (a rename's source has none). */
type CitedCell = { file: string; line: number; column: number | undefined; text: string; record: RecordTaxon | null };
type Counts = { records: Set<string>; citations: Set<string>; occurrences: number };
type Tally = { problems: Map<string, Problem>; outcomes: Record<CitationOutcome, Counts>; decidedByTaxon: Map<string, number>; records: number; linked: number };

/** The index and resolver default to new ones; the content load passes the ones its pages use. */
export function checkCitations(
  checklists: readonly CitedChecklist[],
  references: readonly Reference[],
  index: CitationIndex = citationIndex(references, checklists.flatMap((checklist) => checklist.parsed.rows)),
  resolve: CitationResolve = citationResolver(index),
): { issues: ContentIssue[]; summary: CitationSummary } {
  const cells = checklists.flatMap(({ group = '', file, parsed }) =>
    parsed.rows.map((row): CitedCell => ({ file, line: row.line, column: parsed.columns.Referenca, text: row.referenca, record: { group, ...row } })),
  );
  const counted = tally(cells, resolve);
  const { outcomes, records, linked } = counted;
  const occurrences = CITATION_OUTCOMES.reduce((sum, outcome) => sum + outcomes[outcome].occurrences, 0);
  const resolved = outcomes.authors.occurrences + outcomes.variant.occurrences + outcomes.taxon.occurrences;
  return {
    issues: problemIssues(counted, references, index, 'record'),
    summary: {
      records,
      linked,
      occurrences,
      resolved,
      rate: occurrences === 0 ? 1 : resolved / occurrences,
      outcomes: Object.fromEntries(
        CITATION_OUTCOMES.map((outcome) => [outcome, { records: outcomes[outcome].records.size, citations: outcomes[outcome].citations.size, occurrences: outcomes[outcome].occurrences }]),
      ) as Record<CitationOutcome, OutcomeCount>,
    },
  };
}

/**
 * The sources (Burimi) of renames.csv whose citations lead to no one entry, resolved as the species pages resolve
 * them: by authors and year alone, with no record's taxon to decide.
 */
export function checkRenameSources(renames: readonly Rename[], references: readonly Reference[], index: CitationIndex, resolve: CitationResolve, file: string): ContentIssue[] {
  const cells = renames.map((rename): CitedCell => ({ file, line: rename.line, column: rename.sourceColumn, text: rename.source, record: null }));
  return problemIssues(tally(cells, resolve), references, index, 'rename');
}

function tally(cells: readonly CitedCell[], resolve: CitationResolve): Tally {
  const problems = new Map<string, Problem>();
  const outcomes = Object.fromEntries(CITATION_OUTCOMES.map((outcome) => [outcome, { records: new Set<string>(), citations: new Set<string>(), occurrences: 0 }])) as Record<CitationOutcome, Counts>;
  const decidedByTaxon = new Map<string, number>();
  let records = 0;
  let linked = 0;
  for (const { file, line, column, text, record } of cells) {
    const parts = resolve(text, record).filter((part) => part.status !== 'text');
    if (parts.length === 0) continue;
    records++;
    if (parts.every((part) => part.status === 'resolved')) linked++;
    const place = `${file}:${line}`;
    for (const part of parts) {
      const key = citationKey(part.citation);
      // A variant of the names counts as such even when the record's taxon then chose: the owners' fix is the name.
      const outcome: CitationOutcome =
        part.status === 'resolved' ? (part.variant ? 'variant' : part.via) : part.status === 'ambiguous' ? 'ambiguous' : 'missing';
      const count = outcomes[outcome];
      count.records.add(place);
      count.citations.add(key);
      count.occurrences++;
      if (part.status === 'resolved' && part.via === 'taxon') decidedByTaxon.set(key, (decidedByTaxon.get(key) ?? 0) + 1);
      if (outcome === 'authors' || outcome === 'taxon') continue;
      const problemKey = `${outcome}\n${key}`;
      const problem = problems.get(problemKey) ?? {
        kind: outcome,
        text: part.text,
        citation: part.citation,
        matched: part.status === 'unresolved' ? [] : part.matched,
        variant: part.status !== 'unresolved' && part.variant,
        places: [],
        column,
      };
      problems.set(problemKey, problem);
      if (!problem.places.some((other) => other.file === file && other.line === line)) problem.places.push({ file, line });
    }
  }
  return { problems, outcomes, decidedByTaxon, records, linked };
}

/** A warning per problem, at its first place, naming the others; `noun`: what a place is (a checklist's record, a rename). */
function problemIssues({ problems, decidedByTaxon }: Tally, references: readonly Reference[], index: CitationIndex, noun: 'record' | 'rename'): ContentIssue[] {
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  return [...problems.values()].map((problem): ContentIssue => {
    const [first] = problem.places;
    const decided = problem.kind === 'ambiguous' ? (decidedByTaxon.get(citationKey(problem.citation)) ?? 0) : 0;
    const what =
      problem.kind === 'variant' ? variant(problem, byId) : problem.kind === 'ambiguous' ? ambiguity(problem, byId, decided, noun === 'record') : noMatch(problem, index);
    const issue: ContentIssue = { severity: 'warning', file: first!.file, line: first!.line, message: `${what}; ${describePlaces(problem.places, noun)}` };
    return problem.column === undefined ? issue : { ...issue, column: problem.column };
  });
}

const OUTCOME_LABELS: Record<CitationOutcome, string> = {
  authors: 'resolved by author and year',
  variant: 'resolved through a name variant',
  taxon: "resolved by the record's taxon",
  ambiguous: 'ambiguous (candidates shown)',
  missing: 'missing from the bibliography',
};

const percent = (part: number, whole: number) => `${((whole === 0 ? 1 : part / whole) * 100).toFixed(1)} %`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The check's summary: the records that link every citation to one entry, then a line per outcome with its records
 * and distinct citations (a record citing two works may count under two outcomes).
 */
export function formatCitationSummary(summary: CitationSummary): string {
  const { records, linked, occurrences, resolved } = summary;
  if (occurrences === 0) return 'Citations: none in the checklists';
  const width = Math.max(...Object.values(OUTCOME_LABELS).map((label) => label.length));
  const lines = CITATION_OUTCOMES.map((outcome) => {
    const count = summary.outcomes[outcome];
    return `  ${OUTCOME_LABELS[outcome].padEnd(width)}  ${plural(count.records, 'record').padStart(12)}, ${plural(count.citations, 'distinct citation')}`;
  });
  return [
    `Citations: ${linked} of ${records} records link every citation they carry to one entry (${percent(linked, records)}); ` +
      `${resolved} of ${occurrences} citations resolve (${percent(resolved, occurrences)})`,
    ...lines,
  ].join('\n');
}

/**
 * A citation as the cell writes it; a year or a year's letter alone (`2006` in "Hoxha, 2003; 2006", `b` in "2003a, b")
 * with the authors it is read with.
 */
function quoted({ text, citation }: Problem): string {
  if (/\p{L}{2}/u.test(text) || citation.authors.length === 0) return `"${text}"`;
  const names = citation.authors.length === 1 ? citation.authors[0]! : `${citation.authors.slice(0, -1).join(', ')} & ${citation.authors.at(-1)!}`;
  return `"${text}" (read as ${names}${citation.etAl ? ' et al.' : ''}, ${citation.year ?? ''})`;
}

function variant(problem: Problem, byId: Map<string, Reference>): string {
  const entries = problem.matched.flatMap((id) => byId.get(id) ?? []);
  const to =
    entries.length === 1
      ? `${label(entries[0]!)} of ${REFERENCES_FILE}`
      : `one of ${entries.length} entries of ${REFERENCES_FILE} (${entries.map(label).join('; ')}), chosen by the record's taxon`;
  return `the citation ${quoted(problem)} resolves through a variant of its authors or year to ${to}: write it as in the bibliography`;
}

function ambiguity(problem: Problem, byId: Map<string, Reference>, decided: number, byTaxon: boolean): string {
  const entries = problem.matched.flatMap((id) => byId.get(id) ?? []);
  const year = problem.citation.year ?? '';
  const elsewhere = decided > 0 ? ` (the record's taxon decided it for ${plural(decided, 'other record')})` : '';
  const spelling = problem.variant ? ' (its authors match only through a variant: write them as in the bibliography)' : '';
  return (
    `the citation ${quoted(problem)}${spelling} matches ${entries.length} entries of ${REFERENCES_FILE} (${entries.map(label).join('; ')})${byTaxon ? ` and the record's taxon does not decide${elsewhere}` : ''}: ` +
    `add letters to their years (${year}a, ${year}b…) and to the citations, or name the second author before "et al."`
  );
}

function noMatch(problem: Problem, index: CitationIndex): string {
  const { citation } = problem;
  const closest = closestEntries(citation, index);
  if (citation.year === null) {
    const fix =
      closest.length === 0
        ? 'if it is a publication, write its authors and year ("Geci et al., 2023") and add it to the bibliography'
        : `write its year after the authors (entries by ${citation.authors[0]}: ${closest.map(label).join('; ')})`;
    return `the citation ${quoted(problem)} has no year, so it matches no entry of ${REFERENCES_FILE}: ${fix}`;
  }
  const hint = closest.length === 0 ? ': add the publication to the bibliography' : ` (closest: ${closest.map(label).join('; ')})`;
  return `the citation ${quoted(problem)} matches no entry of ${REFERENCES_FILE}${hint}`;
}

/** Up to three entries by the same first author or a near spelling of it, nearest year first. */
function closestEntries(citation: Citation, index: CitationIndex): Reference[] {
  const first = foldName(citation.authors[0] ?? '');
  if (first === '') return [];
  const years = yearsOf(citation.year ?? '');
  return index.entries
    .flatMap((entry) => {
      const author = entry.authors[0];
      if (author === undefined) return [];
      const nameDistance = author === first ? 0 : author.startsWith(first) || first.startsWith(author) ? 1 : editDistance(author, first) <= 2 ? 2 : null;
      if (nameDistance === null) return [];
      const entryYears = yearsOf(entry.reference.year ?? '');
      const yearDistance = Math.min(...years.flatMap((year) => entryYears.map((other) => Math.abs(year - other))), 9999);
      // A near spelling counts only in a year of the citation: "Kabashi-Kastrat et al. (2022)" for "Kabashi-Kastrati et al., 2022".
      if (nameDistance > 0 && yearDistance > 0) return [];
      return [{ reference: entry.reference, score: yearDistance * 10 + nameDistance }];
    })
    .sort((a, b) => a.score - b.score || a.reference.line - b.reference.line)
    .slice(0, 3)
    .map(({ reference }) => reference);
}

const yearsOf = (label: string) => [...label.matchAll(/\d{4}/g)].map((match) => Number(match[0]));

/** An entry as an author would cite it, with its line: `Ibrahimi, Bilalli, et al. (2019), line 40`. */
function label(reference: Reference): string {
  const authors = referenceAuthors(reference);
  const who =
    authors.length <= 1 ? (authors[0] ?? reference.plainText.slice(0, 40)) : authors.length === 2 ? `${authors[0]} & ${authors[1]}` : `${authors[0]}, ${authors[1]}, et al.`;
  return `${who} (${reference.year ?? 'no year'}), line ${reference.line}`;
}

/** `1 record`, `3 records: lines 12–14`, `5 records: lines 3, 7; checklists/X.csv lines 2, 9, 10`. */
function describePlaces(places: readonly Place[], noun: 'record' | 'rename'): string {
  const files = new Map<string, number[]>();
  for (const place of places) files.set(place.file, [...(files.get(place.file) ?? []), place.line]);
  const count = `${places.length} ${noun}${places.length === 1 ? '' : 's'}`;
  if (places.length === 1) return count;
  const [firstFile] = files.keys();
  const where = [...files].map(([file, lines]) => `${file === firstFile ? '' : `${file} `}${describeLines(lines.toSorted((a, b) => a - b), LINES_PER_FILE)}`);
  return `${count}: ${where.join('; ')}`;
}
