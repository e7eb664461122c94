import type { ContentIssue } from '../issues.ts';
import type { FeaturedName } from '../parse/featured-names.ts';
import { speciesKey } from '../parse/species-identity.ts';
import type { CloseNameHint } from './close-listed-names.ts';

/**
 * The species a file features (gallery.csv, endemic.json) that no checklist lists, in one warning per file at the
 * first: their names link to no species page (misspelt, or described after the checklists' version); `close` names a
 * listed species spelled nearly as one of them.
 */
export function checkFeaturedSpecies(featured: readonly FeaturedName[], listed: ReadonlySet<string>, close: CloseNameHint = () => null): ContentIssue[] {
  const unlisted = featured.filter((named) => !listed.has(speciesKey(named.name)));
  return [...new Set(unlisted.map((named) => named.file))].map((file) => {
    const names = unlisted.filter((named) => named.file === file);
    const first = names[0]!;
    const count = names.length === 1 ? 'one species is' : `${names.length} species are`;
    const list = names.map((named) => `${named.name} (line ${named.line})`).join(', ');
    const where = first.column === undefined ? { file, line: first.line } : { file, line: first.line, column: first.column };
    const hints = names.flatMap((named) => {
      const hint = close(speciesKey(named.name));
      return hint ? [`; ${named.name} is ${hint}`] : [];
    });
    return { severity: 'warning', ...where, message: `${count} in no checklist, so no species page is linked from ${names.length === 1 ? 'its name' : 'their names'}: ${list}; add ${names.length === 1 ? 'it' : 'them'} to a checklist, or mend the name${hints.join('')}` };
  });
}
