import { describe, expect, it } from 'vitest';
import type { EnglishTwin } from '../parse/english-twins.ts';
import { englishCounts, formatEnglishSummary } from './english-texts.ts';

const twin = (kind: EnglishTwin['kind'], field: string, given: boolean, line = 3): EnglishTwin => ({
  kind,
  file: kind === 'groupLabel' || kind === 'introduction' ? 'site.json' : 'endemic.json',
  line,
  column: 16,
  field,
  given,
});

const TWINS = [
  twin('endemicDescription', 'groups[0].species[0].descriptionEn ("Tinodes lumbardhi")', false, 12),
  twin('groupLabel', 'groups[0].labelEn ("Merimangat")', true),
  twin('groupLabel', 'groups[1].labelEn ("Peshqit")', false, 4),
  twin('introduction', 'introductionEn', true, 1),
  twin('endemicTitle', 'groups[0].titleEn ("Insektet Ujore (Trichoptera)")', true, 4),
];

describe('englishCounts', () => {
  it('counts each kind of text in a fixed order, leaving out kinds the content does not have', () => {
    expect(englishCounts(TWINS)).toEqual([
      { kind: 'groupLabel', given: 1, total: 2 },
      { kind: 'introduction', given: 1, total: 1 },
      { kind: 'endemicTitle', given: 1, total: 1 },
      { kind: 'endemicDescription', given: 0, total: 1 },
    ]);
  });
});

describe('formatEnglishSummary', () => {
  it('is one line, which says how to list what is missing', () => {
    expect(formatEnglishSummary(TWINS)).toBe(
      'English: 1 of 2 group labels, 1 of 1 home-page introduction, 1 of 1 endemic group title, 0 of 1 endemic description; ' +
        '2 texts without English (`npm run check-content -- --english` lists them)',
    );
  });

  it('lists, on request, every text without its English twin, located, in the order the files give them', () => {
    expect(formatEnglishSummary(TWINS, true).split('\n')).toEqual([
      'English: 1 of 2 group labels, 1 of 1 home-page introduction, 1 of 1 endemic group title, 0 of 1 endemic description; ' +
        '2 texts without English, where the English pages show the Albanian text:',
      '  endemic.json:12:16: no groups[0].species[0].descriptionEn ("Tinodes lumbardhi")',
      '  site.json:4:16: no groups[1].labelEn ("Peshqit")',
    ]);
  });

  it('says when every text has its English twin, with or without the list', () => {
    const complete = TWINS.map((item) => ({ ...item, given: true }));
    const line = 'English: 2 of 2 group labels, 1 of 1 home-page introduction, 1 of 1 endemic group title, 1 of 1 endemic description; every text has its English twin';
    expect(formatEnglishSummary(complete)).toBe(line);
    expect(formatEnglishSummary(complete, true)).toBe(line);
  });

  it('says so when there is nothing to count', () => {
    expect(formatEnglishSummary([])).toBe('English: no texts that take an English twin (site.json or endemic.json could not be read)');
  });
});
