import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { checkFeaturedSpecies } from './featured-species.ts';

const listed = new Set(['Canis lupus', 'Potamophylax coronavirus'].map(speciesKey));

describe('checkFeaturedSpecies', () => {
  it('says nothing when every featured species is listed', () => {
    expect(checkFeaturedSpecies([{ name: 'Canis lupus', file: 'gallery.csv', line: 2, column: 1 }], listed)).toEqual([]);
  });

  it('names the species no checklist lists, in one warning per file at the first of them', () => {
    const issues = checkFeaturedSpecies(
      [
        { name: 'Canis lupus', file: 'gallery.csv', line: 2, column: 1 },
        { name: 'Cobitis elongatoides', file: 'gallery.csv', line: 9, column: 1 },
        { name: 'Potamophylax coronavirus', file: 'endemic.json', line: 80, column: 19 },
        { name: 'Eratigena mirusha', file: 'endemic.json', line: 17, column: 19 },
        { name: 'Tinodes lumbardhi', file: 'endemic.json', line: 104, column: 19 },
      ],
      listed,
    );
    expect(issues.map(formatIssue)).toEqual([
      'gallery.csv:9:1: warning: one species is in no checklist, so no species page is linked from its name: Cobitis elongatoides (line 9); add it to a checklist, or mend the name',
      'endemic.json:17:19: warning: 2 species are in no checklist, so no species page is linked from their names: Eratigena mirusha (line 17), Tinodes lumbardhi (line 104); add them to a checklist, or mend the name',
    ]);
  });

  it('names a listed species spelled nearly as an unlisted one, after the list', () => {
    const close = (key: string) => (key === 'Canis lupis' ? 'close to "Canis lupus Linnaeus, 1758" (checklists/Gjitaret.csv:4): if they are one species, correct the misspelt one' : null);
    const issues = checkFeaturedSpecies(
      [
        { name: 'Canis lupis', file: 'gallery.csv', line: 2, column: 1 },
        { name: 'Cobitis elongatoides', file: 'gallery.csv', line: 9, column: 1 },
      ],
      listed,
      close,
    );
    expect(issues.map(formatIssue)).toEqual([
      'gallery.csv:2:1: warning: 2 species are in no checklist, so no species page is linked from their names: Canis lupis (line 2), Cobitis elongatoides (line 9); add them to a checklist, or mend the name; Canis lupis is close to "Canis lupus Linnaeus, 1758" (checklists/Gjitaret.csv:4): if they are one species, correct the misspelt one',
    ]);
  });
});
