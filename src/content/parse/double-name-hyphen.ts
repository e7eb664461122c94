// A spreadsheet's autocorrect turns the hyphen of a double name into a dash ('Guérin—Méneville'); the site shows the
// hyphen. Runs in the browser with the typesetter.

// A dash between a lower-case letter and a capital: inside a double name, never between the years of a range.
const DASH_IN_DOUBLE_NAME = /(?<=\p{Ll})([–—])(?=\p{Lu})/u;
const DASHES_IN_DOUBLE_NAMES = new RegExp(DASH_IN_DOUBLE_NAME.source, 'gu');

/** A name or authorship with a hyphen where a double name was written with a dash. */
export function withHyphenInDoubleNames(text: string): string {
  return text.includes('–') || text.includes('—') ? text.replace(DASHES_IN_DOUBLE_NAMES, '-') : text;
}

/** The first dash `withHyphenInDoubleNames` changes in a text, or null. */
export function dashInDoubleName(text: string): string | null {
  return DASH_IN_DOUBLE_NAME.exec(text)?.[1] ?? null;
}
