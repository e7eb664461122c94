// The Code's recommendation 22A.2: a comma between the author and the year ('Linnaeus, 1758'). Runs in the browser
// with the typesetter.

// The space before a final year that follows a word ('Linnaeus 1758', '(Pallas [1778])'), not a designation after
// 'sp.': where the comma belongs.
const YEAR_WITHOUT_COMMA = /(?<=[\p{L}.])(?<!\bspp?\.) (?=\[?\d{4}[a-z]?\]?\)?$)/u;

/** A name or authorship (single spaces) with the comma before its final year where it has none. */
export function withCommaBeforeYear(text: string): string {
  return text.replace(YEAR_WITHOUT_COMMA, ', ');
}
