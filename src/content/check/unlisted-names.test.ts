import { describe, expect, it } from 'vitest';
import { inlinesWithNames, knownNames } from '../derived/names-in-text.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { checkUnlistedNames } from './unlisted-names.ts';

const known = knownNames(['Potamophylax latipennis', 'Drusus siveci', 'Glossosoma conforme', 'Glossosoma boltoni']);

describe('checkUnlistedNames', () => {
  it("tells each species name none of the checklists lists, at its line and column, with what to write", () => {
    const text = [
      '# References',
      '',
      '- Smith, A. (2020). A new species of the Potamophylax exemplus group, with',
      '  notes on Drusus  alterus and Drusus siveci. *Journal*, 1, 1–2.',
      '- Jones, B. (2021). The genus Potamophylax in Kosovo; *Potamophylax italicus* as written. *Journal*, 2, 3–4.',
    ].join('\n');
    const { references } = parseReferencesMd(text);
    const entries = references.map((reference) => ({ line: reference.line, names: inlinesWithNames(reference.inlines, known).unlisted }));
    expect(checkUnlistedNames(text, entries, 'references.md', known)).toEqual([
      {
        severity: 'warning',
        file: 'references.md',
        line: 3,
        column: 42,
        message: '"Potamophylax exemplus" reads as a species name that no checklist lists, so the site shows it in roman: write it as *Potamophylax exemplus* to set it in italics',
      },
      {
        severity: 'warning',
        file: 'references.md',
        line: 4,
        column: 12,
        message: '"Drusus alterus" reads as a species name that no checklist lists, so the site shows it in roman: write it as *Drusus alterus* to set it in italics',
      },
    ]);
  });

  it('tells a genus none of the checklists lists, and the name they hold when it is spelled nearly the same', () => {
    const text = [
      '- Ibra, H. (2016). Three species of the Genus Glossossoma Curtis, 1834 from Kosovo. *Journal*, 1, 1–2.',
      '- Ibra, H. (2017). The genus Wormaldia and Drusus sivecci in Kosovo. *Journal*, 2, 3–4.',
    ].join('\n');
    const { references } = parseReferencesMd(text);
    const entries = references.map((reference) => ({ line: reference.line, names: inlinesWithNames(reference.inlines, known).unlisted }));
    expect(checkUnlistedNames(text, entries, 'references.md', known).map(({ line, column, message }) => `${line}:${column}: ${message}`)).toEqual([
      '1:47: "Glossossoma" reads as a genus name that no checklist lists, so the site shows it in roman: did you mean "Glossosoma"? Otherwise write it as *Glossossoma* to set it in italics',
      '2:30: "Wormaldia" reads as a genus name that no checklist lists, so the site shows it in roman: write it as *Wormaldia* to set it in italics',
      '2:44: "Drusus sivecci" reads as a species name that no checklist lists, so the site shows it in roman: did you mean "Drusus siveci"? Otherwise write it as *Drusus sivecci* to set it in italics',
    ]);
  });

  it('suggests no name when two the lists hold are as near', () => {
    const near = knownNames(['Drusus siveci', 'Drusus sivecu']);
    const text = '- Ibra, H. (2017). Drusus sivecx in Kosovo. *Journal*, 2, 3–4.';
    const { references } = parseReferencesMd(text);
    const entries = references.map((reference) => ({ line: reference.line, names: inlinesWithNames(reference.inlines, near).unlisted }));
    expect(checkUnlistedNames(text, entries, 'references.md', near).map(({ message }) => message)).toEqual([
      '"Drusus sivecx" reads as a species name that no checklist lists, so the site shows it in roman: write it as *Drusus sivecx* to set it in italics',
    ]);
  });
});
