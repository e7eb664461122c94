import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../content/derived/fold-for-search.ts';
import { matchingRows, queryTerms, searchTexts } from './checklist-filter.ts';
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
