import { describe, expect, it } from 'vitest';
import { inlinesWithNames, knownNames } from '../derived/names-in-text.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { checkUnlistedNames } from './unlisted-names.ts';

const known = knownNames(['Potamophylax latipennis', 'Drusus siveci']);

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
    expect(checkUnlistedNames(text, entries, 'references.md')).toEqual([
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
});
