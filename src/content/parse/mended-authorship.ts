// What the site mends in an authorship as written, where what was meant is plain (decisions 81, 82): the comma before
// the year and the hyphen of a double name. Runs in the browser with the typesetter.
import { withCommaBeforeYear } from './comma-before-year.ts';
import { dashInDoubleName, withHyphenInDoubleNames } from './double-name-hyphen.ts';

/** A name or authorship (single spaces) with the hyphens of its double names and the comma before its year. */
export function withAuthorshipMended(text: string): string {
  return withCommaBeforeYear(withHyphenInDoubleNames(text));
}

/** The content check's words for an authorship `withAuthorshipMended` changed: what was wrong and what the site shows. */
export function mendedAuthorshipMessage(written: string, shown: string): string {
  const dash = dashInDoubleName(written);
  const wrong = [
    dash && `a dash "${dash}" inside a double name, where it takes a hyphen`,
    withCommaBeforeYear(written) !== written && 'no comma between the author and the year',
  ].filter(Boolean);
  return `has ${wrong.join(', and ')}: the site shows "${shown}"; write it so`;
}
