/** Citations of the checklists that do not lead to one bibliography entry, grouped by citation, with their places. */
import { describeLines, type ParsedChecklist } from '../parse/checklist-csv.ts';
import { editDistance } from '../parse/checklist-headers.ts';
import { citationIndex, citationKey, citationResolver, foldName, type Citation, type CitationIndex, type CitationPart } from '../derived/citations.ts';
import type { ContentIssue } from '../issues.ts';
import { REFERENCES_FILE, referenceAuthors, type Reference } from '../parse/references-md.ts';

/** How many citations (not cells) the checklists hold, and how many lead to exactly one entry. */
export type CitationSummary = { occurrences: number; resolved: number; rate: number };

/** A checklist as the check reads it: its path (`checklists/X.csv`) and its parse (CheckedChecklist fits). */
export type CitedChecklist = { file: string; parsed: Pick<ParsedChecklist, 'rows' | 'columns'> };

type Place = { file: string; line: number };
type Problem = { text: string; citation: Citation; candidates: string[] | null; places: Place[]; column: number | undefined };

/** Ranges shown per file before "and N more": enough to find every row of all but the largest groups. */
const LINES_PER_FILE = 40;

/** The index and resolver default to new ones; the content load passes the ones its pages use. */
export function checkCitations(
  checklists: readonly CitedChecklist[],
  references: readonly Reference[],
  index: CitationIndex = citationIndex(references),
  resolve: (cell: string) => CitationPart[] = citationResolver(index),
): { issues: ContentIssue[]; summary: CitationSummary } {
  const problems = new Map<string, Problem>();
  let occurrences = 0;
  let resolved = 0;
  for (const { file, parsed } of checklists) {
    for (const row of parsed.rows) {
      for (const part of resolve(row.referenca)) {
        if (part.status === 'text') continue;
        occurrences++;
        if (part.status === 'resolved') {
          resolved++;
          continue;
        }
        const key = citationKey(part.citation);
        const problem = problems.get(key) ?? {
          text: part.text,
          citation: part.citation,
          candidates: part.status === 'ambiguous' ? part.candidates : null,
          places: [],
          column: parsed.columns.Referenca,
        };
        problems.set(key, problem);
        if (!problem.places.some((place) => place.file === file && place.line === row.line)) problem.places.push({ file, line: row.line });
      }
    }
  }
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  const issues = [...problems.values()].map((problem): ContentIssue => {
    const [first] = problem.places;
    const message = `${problem.candidates ? ambiguity(problem, byId) : noMatch(problem, index)}; ${describePlaces(problem.places)}`;
    const issue: ContentIssue = { severity: 'warning', file: first!.file, line: first!.line, message };
    return problem.column === undefined ? issue : { ...issue, column: problem.column };
  });
  return { issues, summary: { occurrences, resolved, rate: occurrences === 0 ? 1 : resolved / occurrences } };
}

/** The check's summary line: `Citations: 1071 of 1554 resolved (68.9 %)`. */
export function formatCitationSummary({ occurrences, resolved, rate }: CitationSummary): string {
  if (occurrences === 0) return 'Citations: none in the checklists';
  return `Citations: ${resolved} of ${occurrences} resolved (${(rate * 100).toFixed(1)} %)`;
}

function ambiguity(problem: Problem, byId: Map<string, Reference>): string {
  const entries = (problem.candidates ?? []).flatMap((id) => byId.get(id) ?? []);
  const year = problem.citation.year ?? '';
  return (
    `the citation "${problem.text}" matches ${entries.length} entries of ${REFERENCES_FILE} (${entries.map(label).join('; ')}): ` +
    `add letters to their years (${year}a, ${year}b…) and to the citations, or name more authors before "et al."`
  );
}

function noMatch(problem: Problem, index: CitationIndex): string {
  const { citation } = problem;
  if (citation.year === null) return `the citation "${problem.text}" has no year, so it matches no entry of ${REFERENCES_FILE}`;
  const closest = closestEntries(citation, index);
  const hint = closest.length === 0 ? ': add the publication to the bibliography' : ` (closest: ${closest.map(label).join('; ')})`;
  return `the citation "${problem.text}" matches no entry of ${REFERENCES_FILE}${hint}`;
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
function describePlaces(places: readonly Place[]): string {
  const files = new Map<string, number[]>();
  for (const place of places) files.set(place.file, [...(files.get(place.file) ?? []), place.line]);
  const count = `${places.length} ${places.length === 1 ? 'record' : 'records'}`;
  if (places.length === 1) return count;
  const [firstFile] = files.keys();
  const where = [...files].map(([file, lines]) => `${file === firstFile ? '' : `${file} `}${describeLines(lines.toSorted((a, b) => a - b), LINES_PER_FILE)}`);
  return `${count}: ${where.join('; ')}`;
}
