import { describe, expect, it } from 'vitest';
import { catalogueDifferences, catalogueTexts as texts, messagePaths } from './catalogue-keys.ts';
import { collator, formatDate, formatNumber, plural } from './locale.ts';
import { en } from './messages-en.ts';
import { sq, type Messages } from './messages-sq.ts';
import { offlineEn } from './offline-en.ts';
import { offlineSq } from './offline-sq.ts';
import { formatViewedDate } from '../content/derived/page-citation.ts';

/** The column labels without one: a catalogue with a text missing. */
function withoutKlasa(columns: Messages['checklist']['columns']): Omit<Messages['checklist']['columns'], 'klasa'> {
  return Object.fromEntries(Object.entries(columns).filter(([key]) => key !== 'klasa')) as Omit<Messages['checklist']['columns'], 'klasa'>;
}

describe('the catalogues', () => {
  it('have the same texts in both languages', () => {
    expect(catalogueDifferences(sq, en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(catalogueDifferences(offlineSq, offlineEn)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(messagePaths(sq).length).toBeGreaterThan(100);
  });

  it('are typed alike: a text missing or extra in English is a type error', () => {
    const columns = withoutKlasa(en.checklist.columns);
    // @ts-expect-error a column's label missing
    const missing: Messages = { ...en, checklist: { ...en.checklist, columns } };
    // @ts-expect-error a text only English has
    const extra: Messages = { ...en, nav: { ...en.nav, about: 'About the data' } };
    // @ts-expect-error a text where Albanian has a message function
    const notAFunction: Messages = { ...en, search: { ...en.search, found: '1 species found.' } };
    expect([missing, extra, notAFunction]).toHaveLength(3);
  });

  it('fail when a text exists in one language only (planted defect)', () => {
    const columns = withoutKlasa(en.checklist.columns);
    const planted = { ...en, checklist: { ...en.checklist, columns } };
    const extra = { ...en, home: { ...en.home, subtitle: 'only in English' } };
    const asText = { ...en, search: { ...en.search, found: 'a text, not a function' } };
    expect(catalogueDifferences(sq, planted).onlyInFirst).toEqual(['checklist.columns.klasa']);
    expect(catalogueDifferences(sq, extra).onlyInSecond).toEqual(['home.subtitle']);
    expect(catalogueDifferences(sq, asText)).toEqual({ onlyInFirst: ['search.found()'], onlyInSecond: ['search.found'] });
  });

  it('have no empty text, and no Albanian letter in English', () => {
    for (const text of [...texts(sq), ...texts(en), ...texts(offlineSq), ...texts(offlineEn)]) expect(text.trim()).not.toBe('');
    expect([...texts(en), ...texts(offlineEn)].filter((text) => /[ëçËÇ]/.test(text))).toEqual([]);
  });
});

describe('plurals, numbers, dates and order per language', () => {
  it('says one and many in each language', () => {
    expect([1, 58].map(sq.checklist.speciesCount)).toEqual(['1 lloj', '58 lloje']);
    expect([1, 58].map(en.checklist.speciesCount)).toEqual(['1 species', '58 species']);
    expect([1, 6].map(sq.endemic.groupCount)).toEqual(['(1 lloj)', '(6 lloje)']);
    expect([1, 2].map(en.references.lead)).toEqual([
      'The scientific publications that document the species listed on this site (1 publication), in alphabetical order.',
      'The scientific publications that document the species listed on this site (2 publications), in alphabetical order.',
    ]);
    expect([1, 2].map(sq.search.found)).toEqual(['1 lloj u gjet.', '2 lloje u gjetën.']);
    expect([1, 2].map(en.search.found)).toEqual(['1 species found.', '2 species found.']);
    expect(plural('en', 0, { one: 'row', other: 'rows' })).toBe('rows');
    expect([1, 2].map(en.checklist.familiesWord)).toEqual(['family', 'families']);
  });

  it("writes numbers as each language does (sq groups from five digits: today's pages keep their four)", () => {
    expect(formatNumber('sq', 1949)).toBe('1949');
    expect(formatNumber('sq', 12345)).toBe('12\u00a0345');
    expect(formatNumber('en', 1949)).toBe('1,949');
    // As Node's full ICU writes each (Chromium has no Albanian data, and is slow to make an English formatter).
    for (const locale of ['sq', 'en'] as const) {
      for (const value of [0, 7, 999, 1000, 1949, 12345, 1234567, -12345, -999, 1.5, 1234.25, 98765.125]) {
        expect(formatNumber(locale, value)).toBe(new Intl.NumberFormat(locale).format(value));
      }
    }
  });

  it('writes the day viewed as each language does; Albanian as the citation has it', () => {
    for (const date of [new Date(2026, 2, 5), new Date(2026, 11, 31), new Date(2027, 0, 1)]) expect(formatDate('sq', date)).toBe(formatViewedDate(date));
    expect(formatDate('en', new Date(2026, 2, 5))).toBe('5 March 2026');
    const englishLong = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const date of [new Date(2026, month, 1), new Date(2027, month, 28)]) expect(formatDate('en', date)).toBe(englishLong.format(date));
    }
  });

  it("sorts by each language's alphabet", () => {
    expect(['Ç', 'D', 'C', 'Dh', 'E', 'Ë', 'F'].sort(collator('sq').compare)).toEqual(['C', 'Ç', 'D', 'Dh', 'E', 'Ë', 'F']);
    expect(['ö', 'z', 'o'].sort(collator('en').compare)).toEqual(['o', 'ö', 'z']);
  });
});
