import { afterEach, describe, expect, it, vi } from 'vitest';
import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import { madeSearchTexts, matchingRows, prepareSearchTexts, queryTerms, searchTexts } from './checklist-filter.ts';
import type { ViewRow } from './checklist-view.ts';

const rows: ViewRow[] = [
  ['', 'Anura', 'Bufonidae', 'Bufo bufo (Linnaeus, 1758)', '(Jablonski et al., 2023)'],
  ['', 'Caudata', 'Salamandridae', 'Salamandra salamandra (Linnaeus, 1758)', '(Bytyçi et al., 2022)'],
  ['', 'Trichoptera', 'Limnephilidae', 'Potamophylax kosovaensis Ibrahimi & Bilalli 2023', '(Ibrahimi et al., 2023)'],
];
const texts = searchTexts(rows);
const find = (query: string) => matchingRows(texts, queryTerms(query));

describe('checklist filter', () => {
  it('folds case and diacritics', () => {
    expect(foldForSearch('Bytyçi Kërmij ǍĂ')).toBe('bytyci kermij aa');
  });

  it('matches any column, every word, in list order', () => {
    expect(find('bufo')).toEqual([0]);
    expect(find('linnaeus')).toEqual([0, 1]);
    expect(find('linnaeus salamandridae')).toEqual([1]);
    expect(find('LIMNEPHILIDAE')).toEqual([2]);
    expect(find('bytyci')).toEqual([1]);
    expect(find('2023')).toEqual([0, 2]);
  });

  it('an empty or blank query matches every row; an unknown word none', () => {
    expect(find('')).toEqual([0, 1, 2]);
    expect(find('   ')).toEqual([0, 1, 2]);
    expect(find('ursus')).toEqual([]);
  });

  it('takes a "quoted phrase" as one term, its words in that order', () => {
    expect(find('"salamandra salamandra"')).toEqual([1]);
    expect(find('"linnaeus, 1758" bufo')).toEqual([0]);
    expect(find('"bufo  bufo')).toEqual([0]); // an unclosed quote runs to the end
    expect(find('"bufo linnaeus"')).toEqual([]);
    expect(queryTerms(' "a  b" c "" ')).toEqual(['a b', 'c']);
  });

  it('takes words in any order and as parts of words', () => {
    expect(find('kosova potamo')).toEqual([2]);
  });
});

describe('preparing the texts of a long list', () => {
  afterEach(() => vi.useRealTimers());
  const longList = (): ViewRow[] => Array.from({ length: 5000 }, (_, i) => ['', 'Lepidoptera', 'Zygaenidae', `Zygaena sp${i} (Hübner, 1790)`, '']);

  it('works in slices of a few milliseconds, a task each, to the texts of a direct search', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1)); // a row costs 1 ms
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const list = longList();
    prepareSearchTexts(list);
    let slices = 1;
    while (vi.getTimerCount() > 0) {
      vi.runOnlyPendingTimers();
      slices++;
    }
    expect(slices).toBeGreaterThan(1000); // 5,000 rows, a few per 4 ms slice
    clock.mockRestore();
    expect(searchTexts(list)).toEqual(list.map((row) => foldForSearch(row.join(' '))));
    expect(searchTexts(list)[4999]).toBe(' lepidoptera zygaenidae zygaena sp4999 (hubner, 1790) ');
  });

  it('yields between slices when a slice runs out of time, and the first search finishes what is left', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const list = longList();
    prepareSearchTexts(list);
    expect(vi.getTimerCount()).toBe(1); // a slice ended after its few milliseconds, the next one is queued
    const texts = searchTexts(list); // a key before the preparation ends
    expect(texts).toHaveLength(5000);
    expect(texts).toEqual(list.map((row) => foldForSearch(row.join(' '))));
    vi.runAllTimers(); // the queued slice finds the list done and stops
    expect(searchTexts(list)).toBe(texts);
    clock.mockRestore();
  });

  it('tells those waiting once the texts are made (a search waits without making them at once), not those who stopped', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const list = longList();
    const focus = vi.fn();
    const search = vi.fn();
    const left = vi.fn();
    prepareSearchTexts(list, focus);
    prepareSearchTexts(list, search); // joins the preparation under way
    const stop = prepareSearchTexts(list, left);
    stop();
    expect(madeSearchTexts(list)).toBeUndefined();
    vi.runOnlyPendingTimers();
    expect(search).not.toHaveBeenCalled();
    vi.runAllTimers();
    clock.mockRestore();
    expect(focus).toHaveBeenCalledOnce();
    expect(search).toHaveBeenCalledOnce();
    expect(left).not.toHaveBeenCalled();
    expect(madeSearchTexts(list)).toHaveLength(5000);
    const late = vi.fn();
    prepareSearchTexts(list, late); // already made: at once
    expect(late).toHaveBeenCalledOnce();
  });
});
