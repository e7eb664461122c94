import { cleanCell, csvRows } from './csv-rows.ts';
import { withoutFootnoteMarks } from './footnote-marks.ts';
import { warningAtFirst } from './line-list.ts';
import { nameInCodeCase } from './name-case.ts';
import { typesetScientificName } from './scientific-name.ts';
import type { ContentIssue } from '../issues.ts';

export const GALLERY_FILE = 'gallery.csv';

/**
 * One gallery photo: the species it shows (NFC) and who took it (empty while its photo is not in `photos/`);
 * `line` and `creditColumn` locate the row and its credit in the CSV (1-based; no column when the file has no Foto
 * column, which the parser reports once).
 */
export type GalleryItem = { species: string; credit: string; line: number; speciesColumn: number; creditColumn: number | null };

export type GalleryCsvResult = { items: GalleryItem[]; issues: ContentIssue[] };

const SPECIES_HEADER = 'lloji';
const CREDIT_HEADER = 'foto';

export { cleanCell };

/**
 * Parses `gallery.csv` (columns `Lloji,Foto`, in display order). Header names are matched case-insensitively;
 * blank rows are skipped; every problem is reported with file, line and column. An empty credit is reported by
 * `checkGalleryCredits` once the photo is known: a row may wait for its photo, and its credit, in `photos/`.
 */
export function parseGalleryCsv(text: string, file = GALLERY_FILE): GalleryCsvResult {
  // The header pasted twice and a formula's error values are told by csvRows.
  const { nonBlank, issues } = csvRows(text, file, { freeText: [CREDIT_HEADER] });
  const header = nonBlank[0];
  if (!header) {
    issues.push({ severity: 'error', file, line: 0, message: 'the file is empty: expected a header row "Lloji,Foto"' });
    return { items: [], issues };
  }

  const names = header.cells.map((cell) => cleanCell(cell).toLowerCase());
  const speciesIndex = names.indexOf(SPECIES_HEADER);
  const creditIndex = names.indexOf(CREDIT_HEADER);
  if (speciesIndex < 0) {
    issues.push({
      severity: 'error',
      file,
      line: header.line,
      message: `missing column "Lloji" in the header row (found: ${header.cells.map((cell) => `"${cleanCell(cell)}"`).join(', ')})`,
    });
    return { items: [], issues };
  }
  if (creditIndex < 0) {
    issues.push({ severity: 'error', file, line: header.line, message: 'missing column "Foto" (photographer credit) in the header row' });
  }

  const items: GalleryItem[] = [];
  const labelled: { line: number; label: string }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of nonBlank.slice(1)) {
    const written = cleanCell(row.cells[speciesIndex]);
    const writtenCredit = creditIndex < 0 ? '' : cleanCell(row.cells[creditIndex]);
    const unlabelled = withoutCreditLabel(writtenCredit);
    if (unlabelled) labelled.push({ line: row.line, label: unlabelled.label });
    const credit = unlabelled?.credit ?? writtenCredit;
    if (written === '') {
      issues.push({ severity: 'warning', file, line: row.line, column: speciesIndex + 1, message: 'the species name (Lloji) is empty; row skipped' });
      continue;
    }
    const { species, problem } = galleryName(written);
    if (problem) issues.push({ severity: 'warning', file, line: row.line, column: speciesIndex + 1, message: problem });
    const firstLine = firstLineOf.get(species);
    if (firstLine !== undefined) {
      issues.push({
        severity: 'warning',
        file,
        line: row.line,
        column: speciesIndex + 1,
        message: `"${species}" is already listed on line ${firstLine}; row skipped`,
      });
      continue;
    }
    firstLineOf.set(species, row.line);
    items.push({ species, credit, line: row.line, speciesColumn: speciesIndex + 1, creditColumn: creditIndex < 0 ? null : creditIndex + 1 });
  }
  const labels = [...new Set(labelled.map(({ label }) => `"${label}"`))].join(', ');
  const labelIssue = warningAtFirst(
    file,
    labelled.map(({ line }) => ({ line, column: creditIndex + 1 })),
    (lines, one) =>
      `the ${one ? 'credit' : 'credits'} on ${lines} ${one ? 'starts' : 'start'} with ${labels}, a label the site writes before every credit itself ("Foto: …"): read without the label; write the photographer's name alone`,
  );
  if (labelIssue) issues.push(labelIssue);
  issues.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  return { items, issues };
}

/**
 * The species a gallery row shows, as its photo is named: a name written with its authorship ("Canis lupus Linnaeus,
 * 1758") is read without it, and a name that does not read as one is kept as written; each with what to write.
 */
function galleryName(written: string): { species: string; problem: string | null } {
  // A footnote's mark and the wrong case are mended as in the checklists ("Rosalia alpina*", "ursus arctos").
  const unmarked = withoutFootnoteMarks(written)?.text ?? written;
  const name = nameInCodeCase(unmarked) ?? unmarked;
  const typeset = typesetScientificName(name);
  if (!typeset.parsed) {
    const why = (typeset.problem ?? '').replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
    return { species: written, problem: `"${written}" does not read as a species name${why ? ` (${why})` : ''}: write it as the checklists do, "Genus species"` };
  }
  const { authorship } = typeset;
  const species = authorship && name.endsWith(authorship) ? name.slice(0, -authorship.length).trim() : name;
  if (species === written) return { species, problem: null };
  if (name === written) {
    return { species, problem: `read as "${species}", without its authorship "${authorship}": the gallery shows a species by its name, and its photo is photos/${species}.jpg; write the name alone` };
  }
  return { species, problem: `read as "${species}": the gallery shows a species by its name as the checklists write it, and its photo is photos/${species}.jpg; write "${species}"` };
}

// A credit that starts with the word the site writes before it ("Foto: Donard Geci", "Photo by …").
const CREDIT_LABEL = /^(?:foto(?:grafi[aë]?)?|photo(?:graph)?)(?:\s+(?:by|nga))?\s*[:.\-–]?\s+(?=\S)/iu;

/** A credit without the label the site writes before it, and the label; null when it has none. */
function withoutCreditLabel(credit: string): { credit: string; label: string } | null {
  const label = CREDIT_LABEL.exec(credit)?.[0];
  return label ? { credit: credit.slice(label.length), label: label.trim() } : null;
}
