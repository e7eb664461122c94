/** Rules on the content of parsed checklists: numbering, names, families, orders and duplicates. */
import type { ParsedChecklist, ChecklistRow } from '../parse/checklist-csv.ts';
import { describeLines, warningAtFirst } from '../parse/line-list.ts';
import { closestSpelling, editDistance } from '../parse/checklist-headers.ts';
import type { ContentIssue } from '../issues.ts';
import type { TypesetName } from '../parse/scientific-name.ts';
import { mendedAuthorshipMessage } from '../parse/mended-authorship.ts';

/** A checklist read for checking: its path (`checklists/X.csv`), the parse, and each row's typeset name. */
export type CheckedChecklist = { file: string; parsed: ParsedChecklist; names: TypesetName[] };

const warning = (file: string, line: number, column: number | undefined, message: string): ContentIssue =>
  column === undefined ? { severity: 'warning', file, line, message } : { severity: 'warning', file, line, column, message };

// A number as lists and spreadsheets write it: "12", "12.", "12)", "12.0" (a number cell exported with a decimal).
const NUMBER_WITH_MARK = /^(\d+)([.)]|\.0+)?$/;

/** The owners' Nr column should count 1, 2, 3…; the site numbers rows itself, so gaps are only worth a warning. */
export function checkNumbering({ file, parsed }: CheckedChecklist): ContentIssue[] {
  const column = parsed.columns.Nr;
  if (column === undefined) return [];
  const issues: ContentIssue[] = [];
  const emptyLines: number[] = [];
  const marked: { line: number; written: string }[] = [];
  const lineOfNr = new Map<number, number>();
  let previous = 0;
  // Skipped rows keep their place in the numbering, unless they are blank through and through.
  const numbered = [...parsed.rows, ...parsed.skipped.filter((row) => row.reason === 'no species' || row.fileNr !== '')].sort((a, b) => a.line - b.line);
  for (const row of numbered) {
    if (row.fileNr === '') {
      emptyLines.push(row.line);
      previous++;
      continue;
    }
    const [, digits, mark] = NUMBER_WITH_MARK.exec(row.fileNr) ?? [];
    if (!digits) {
      issues.push(warning(file, row.line, column, `Nr "${row.fileNr}" is not a whole number`));
      previous++;
      continue;
    }
    if (mark) marked.push({ line: row.line, written: row.fileNr });
    const nr = Number(digits);
    const seen = lineOfNr.get(nr);
    if (seen !== undefined) issues.push(warning(file, row.line, column, `Nr ${nr} is used twice (also on line ${seen})`));
    else if (previous === 0 && nr > 1) issues.push(warning(file, row.line, column, `Nr starts at ${nr} instead of 1`));
    else if (nr > previous + 1) {
      const missing = nr === previous + 2 ? `${previous + 1} is missing` : `${previous + 1}–${nr - 1} are missing`;
      issues.push(warning(file, row.line, column, `Nr jumps from ${previous} to ${nr} (${missing})`));
    } else if (nr < previous + 1) issues.push(warning(file, row.line, column, `Nr goes back from ${previous} to ${nr}`));
    lineOfNr.set(nr, lineOfNr.get(nr) ?? row.line);
    previous = nr;
  }
  if (emptyLines.length > 0) issues.push(warning(file, emptyLines[0]!, column, `Nr is empty on ${describeLines(emptyLines)}`));
  const examples = [...new Set(marked.map(({ written }) => `"${written}"`))].slice(0, 3).join(', ');
  const markedIssue = warningAtFirst(
    file,
    marked.map(({ line }) => ({ line, column })),
    (lines) => `Nr has more than the number on ${lines} (${examples}): read as the number; write the number alone`,
  );
  if (markedIssue) issues.push(markedIssue);
  return issues.sort((a, b) => a.line - b.line);
}

/** Species names the typesetter could not read are shown as written, in roman type; odd authorships are pointed out. */
export function checkNames({ file, parsed, names }: CheckedChecklist): ContentIssue[] {
  const column = parsed.columns.Lloji;
  return parsed.rows.flatMap((row, i) => {
    const name = names[i]!;
    if (!name.parsed) {
      const why = name.problem ? ` (${name.problem.charAt(0).toLowerCase()}${name.problem.slice(1)})` : '';
      return [warning(file, row.line, column, `the species name "${row.lloji}" is not a scientific name the site can read${why}; it is shown as written, not in italics`)];
    }
    // Where the typesetter chose between two readings, the owners should look (decision 20).
    const guessed = (name.guesses ?? []).map((guess) => warning(file, row.line, column, `in the species name "${row.lloji}", ${guess}: check it is read right`));
    const subgenus = subgenusMisspelling(name);
    if (subgenus) guessed.push(warning(file, row.line, column, `in the species name "${row.lloji}", ${subgenus}`));
    if (!name.authorship) return guessed;
    const label = `the authorship "${name.writtenAuthorship ?? name.authorship}" of ${name.canonical ?? row.lloji}`;
    const spacing = authorshipSpacing(name);
    if (spacing) return [...guessed, warning(file, row.line, column, `${label} ${spacing}`)];
    const problem = authorshipProblem(name.authorship) ?? (name.writtenAuthorship ? mendedAuthorshipMessage(name.writtenAuthorship, name.authorship) : null);
    return problem ? [...guessed, warning(file, row.line, column, `${label} ${problem}`)] : guessed;
  });
}

/**
 * 'Deltomerous (Deltomerus) nopcsai': a genus and its subgenus one letter apart. The subgenus that bears its genus's
 * name repeats it letter for letter, so one of the two is misspelt (and the species is not found under the other).
 */
function subgenusMisspelling({ genus, subgenus }: TypesetName): string | null {
  if (!genus || !subgenus || genus === subgenus || subgenus.endsWith('.') || Math.min(genus.length, subgenus.length) < 5) return null;
  // One letter only: real subgenera two letters from their genus exist (Nebria (Nebriola)).
  if (editDistance(genus, subgenus) > 1) return null;
  return `the genus "${genus}" and its subgenus "(${subgenus})" are spelt nearly alike: a subgenus named after its genus repeats the name letter for letter, so correct the one misspelt ("${subgenus} (${subgenus})" or "${genus} (${genus})")`;
}

/** 'species(Author, 1792)': no space between the name and its authorship; says what to write instead. */
function authorshipSpacing(name: TypesetName): string | null {
  const text = name.segments.map((segment) => segment.text).join('');
  const nameEnd = text.length - name.authorship!.length;
  if (nameEnd === 0 || text[nameEnd - 1] === ' ' || !name.authorship!.startsWith('(')) return null;
  const fixed = balanced(name.authorship!);
  const before = `${text.slice(0, nameEnd)} `;
  const parentheses = fixed.problem ? ` and ${fixed.problem}` : '';
  const advice = fixed.text === name.authorship ? `write "${before}${fixed.text}"` : parenthesesAdvice(fixed.text, before);
  return `has no space between the name and its authorship${parentheses}: ${advice}`;
}

// Clerck's spiders (1757) are the one work the Code accepts from before Linnaeus 1758.
const FIRST_ZOOLOGICAL_YEAR = 1757;

/**
 * What follows an authorship's last year (and the bracket or parenthesis closing it): '(Linnaeus, 1758) s.l.'. The
 * author of a new combination after the parenthesis ('(Daday, 1896) Andrassy, 1981', the Code's recommendation 51G)
 * ends with a year of its own.
 */
const TEXT_AFTER_YEAR = /\d{4}[a-z]?\]?\)?\s*([^\s)\]\d][^\d]*)$/u;

/** What looks wrong in an authorship such as '(Linnaeus, 1758)', with what to write instead when that is clear; or null. */
export function authorshipProblem(authorship: string): string | null {
  const fixed = balanced(authorship);
  if (fixed.problem) return fixed.text === authorship ? fixed.problem : `${fixed.problem}: ${parenthesesAdvice(fixed.text)}`;
  const latestYear = new Date().getFullYear();
  for (const year of authorship.match(/\b\d{4}\b/g) ?? []) {
    if (Number(year) < FIRST_ZOOLOGICAL_YEAR || Number(year) > latestYear) return `has the year ${year}, outside ${FIRST_ZOOLOGICAL_YEAR}–${latestYear}`;
  }
  const after = TEXT_AFTER_YEAR.exec(authorship)?.[1];
  if (after) return `has "${after}" after its year, where an authorship ends, so it is shown and published as part of the authorship: write a qualifier (s.l., ?) after the name, before the authorship, and anything else in a column of its own`;
  // A dash between letters the typesetter leaves as written ("Guérin—Méneville" it shows with the hyphen, decision 82).
  const dash = authorship.match(/\p{L}([–—])\p{L}/u)?.[1];
  if (dash) return `has a dash "${dash}" inside a name, where a double name takes a hyphen: write "${authorship.replaceAll(/(?<=\p{L})[–—](?=\p{L})/gu, '-')}"`;
  return null;
}

/**
 * Parentheses say the species was described in another genus (the Code, Art. 51.3), so a lone one may be the
 * mistake as well as a missing one: both ways to mend it.
 */
function parenthesesAdvice(completed: string, before = ''): string {
  return `write "${before}${completed}" if the species was described in another genus, else "${before}${completed.slice(1, -1)}"`;
}

/**
 * An authorship with one parenthesis missing, completed: '(Haworth, 1802' → '(Haworth, 1802)',
 * 'Geoffroy, 1785)' → '(Geoffroy, 1785)'. Other imbalances are reported as they are.
 */
function balanced(authorship: string): { text: string; problem: string | null } {
  const opened = (authorship.match(/\(/g) ?? []).length;
  const closed = (authorship.match(/\)/g) ?? []).length;
  if (opened === closed) return { text: authorship, problem: null };
  if (opened === 1 && closed === 0 && authorship.startsWith('(')) {
    return { text: `${authorship})`, problem: 'has an opening parenthesis without its closing one' };
  }
  if (opened === 0 && closed === 1 && authorship.endsWith(')')) {
    return { text: `(${authorship}`, problem: 'has a closing parenthesis without its opening one' };
  }
  return { text: authorship, problem: 'has unbalanced parentheses' };
}

type Place = { file: string; rows: ChecklistRow[]; column: number | undefined };

/** Rows grouped by a key ('' = skip), then by file, in file order; `column` locates the cell in each file. */
function placesBy(checklists: CheckedChecklist[], keyOf: (row: ChecklistRow) => string, column: 'Rendi' | 'Familja'): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  for (const { file, parsed } of checklists) {
    for (const row of parsed.rows) {
      const key = keyOf(row);
      if (key === '') continue;
      const list = places.get(key) ?? [];
      if (list.length === 0) places.set(key, list);
      let place = list.at(-1);
      if (place?.file !== file) {
        place = { file, rows: [], column: parsed.columns[column] };
        list.push(place);
      }
      place.rows.push(row);
    }
  }
  return places;
}

const lines = (place: Place) => describeLines(place.rows.map((row) => row.line));

/**
 * Family names: the '-idae' ending, names that look like a misspelling of another family of the same order or of
 * their own genus, and a family placed under two different orders (reported at each place).
 */
export function checkFamilies(checklists: CheckedChecklist[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const families = placesBy(checklists, (row) => row.familja, 'Familja');
  const rowCount = (family: string) => (families.get(family) ?? []).reduce((sum, place) => sum + place.rows.length, 0);
  const wellFormed = [...families.keys()].filter((family) => family.endsWith('idae'));
  const genera = generaByFamily(checklists);
  const ordersOf = ordersByFamily(checklists);

  for (const [family, places] of families) {
    const familyGenera = genera.get(family) ?? [];
    let problem: string | null = null;
    if (!family.endsWith('idae')) {
      const suggestion = closestSpelling(family, wellFormed, 3) ?? closestSpelling(family, [...familyGenera].flatMap(familiesFromGenus), 2);
      const hint = suggestion ? `: did you mean "${suggestion}"?` : family.endsWith('inae') ? ' ("-inae" is the ending of a subfamily)' : '';
      problem = `does not end in "-idae"${hint}`;
    } else {
      const orders = ordersOf.get(family) ?? new Set<string>();
      const twin = wellFormed.find(
        (other) =>
          other !== family &&
          family.length >= 6 &&
          editDistance(family, other) === 1 &&
          rowCount(other) >= rowCount(family) &&
          [...(ordersOf.get(other) ?? [])].some((order) => orders.has(order)),
      );
      const fromGenus = twin ? null : familyFromGenus(family, familyGenera);
      if (twin) problem = `is spelled "${twin}" elsewhere in the same order: is one of them misspelled?`;
      else if (fromGenus) problem = `does not match its genus ${fromGenus.genus}: did you mean "${fromGenus.family}"?`;
    }
    if (problem === null) continue;
    for (const place of places) issues.push(warning(place.file, place.rows[0]!.line, place.column, `the family "${family}" (${lines(place)}) ${problem}`));
  }

  // One family under two orders: report every place, each citing the others.
  const split = new Set([...ordersOf].filter(([, orders]) => orders.size > 1).map(([family]) => family));
  const byFamilyAndOrder = placesBy(checklists, (row) => (split.has(row.familja) ? `${row.familja}\t${row.rendi || '(no order)'}` : ''), 'Rendi');
  for (const family of split) {
    const orders = [...ordersOf.get(family)!].map((order) => ({ order, places: byFamilyAndOrder.get(`${family}\t${order}`) ?? [] }));
    for (const { order, places } of orders) {
      const elsewhere = orders
        .filter((other) => other.order !== order)
        .map((other) => `"${other.order}" in ${other.places.map((p) => `${p.file}:${p.rows[0]!.line}`).join(', ')}`)
        .join(' and ');
      for (const place of places) {
        issues.push(warning(place.file, place.rows[0]!.line, place.column, `the family "${family}" is under the order "${order}" here (${lines(place)}) but under ${elsewhere}`));
      }
    }
  }
  return issues;
}

/** The same species (same canonical name, or the same unreadable text) listed twice, in one checklist or in two. */
export function checkDuplicates(checklists: CheckedChecklist[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const first = new Map<string, { file: string; line: number }>();
  for (const { file, parsed, names } of checklists) {
    parsed.rows.forEach((row, i) => {
      const name = names[i]!;
      const key = speciesKey(row, name);
      if (key === null) return;
      const seen = first.get(key);
      if (!seen) {
        first.set(key, { file, line: row.line });
        return;
      }
      const label = name.canonical ?? row.lloji;
      const where = seen.file === file ? `on line ${seen.line} of this checklist` : `in ${seen.file}:${seen.line}`;
      issues.push(warning(file, row.line, parsed.columns.Lloji, `"${label}" is listed twice: also ${where}`));
    });
  }
  return issues;
}

/** What counts as one species: its canonical name; an unreadable name counts as itself; 'Genus sp.' does not count. */
export function speciesKey(row: ChecklistRow, name: TypesetName): string | null {
  if (name.canonical !== null) return name.canonical;
  return name.parsed ? null : `"${row.lloji}"`;
}

export function genusOf(row: ChecklistRow, name: TypesetName): string {
  return name.genus ?? row.lloji.split(' ')[0] ?? '';
}

function generaByFamily(checklists: CheckedChecklist[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const { parsed, names } of checklists) {
    parsed.rows.forEach((row, i) => {
      const genus = names[i]!.genus;
      if (!row.familja || !genus) return;
      const set = result.get(row.familja) ?? new Set<string>();
      result.set(row.familja, set.add(genus));
    });
  }
  return result;
}

function ordersByFamily(checklists: CheckedChecklist[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const { parsed } of checklists) {
    for (const row of parsed.rows) {
      if (!row.familja) continue;
      const set = result.get(row.familja) ?? new Set<string>();
      result.set(row.familja, set.add(row.rendi || '(no order)'));
    }
  }
  return result;
}

/**
 * A family name is its type genus's stem + '-idae' (Rhyacophila → Rhyacophilidae). When a genus of the family nearly
 * matches the stem, differing by one letter that is not at the stem's end (where Latin stems legitimately change:
 * Bufo → Bufonidae, Culex → Culicidae), the family name is probably misspelled.
 */
export function familyFromGenus(family: string, genera: Iterable<string>): { genus: string; family: string } | null {
  const stem = family.slice(0, -'idae'.length);
  if (stem.length < 5) return null;
  const list = [...genera];
  if (list.some((genus) => genus.startsWith(stem))) return null;
  for (const genus of list) {
    for (let length = stem.length - 1; length <= Math.min(stem.length + 1, genus.length); length++) {
      const prefix = genus.slice(0, length);
      if (prefix.slice(-2) === stem.slice(-2) && editDistance(prefix.toLowerCase(), stem.toLowerCase()) === 1) {
        return { genus, family: `${prefix}idae` };
      }
    }
  }
  return null;
}

/** Family names a genus could give: 'Gomphus' → 'Gomphidae', 'Gomphuidae', 'Gomphusidae'… */
function familiesFromGenus(genus: string): string[] {
  const names: string[] = [];
  for (let length = Math.max(3, genus.length - 3); length <= genus.length; length++) names.push(`${genus.slice(0, length)}idae`);
  return names;
}

