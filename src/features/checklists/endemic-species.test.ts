import { describe, expect, it } from 'vitest';
import { endemicKeys, endemicKeysIn, endemicPositions } from './endemic-species.ts';
import type { ViewRow } from './checklist-view.ts';

const row = (lloji: string): ViewRow => ['', 'Trichoptera', 'Limnephilidae', lloji, ''];

describe('endemic species in a checklist', () => {
  const keys = endemicKeys({ groups: [{ title: 'T', species: [{ name: 'Potamophylax coronavirus', authority: null, family: null, description: '', conservation: null, photo: null }] }] });
  const rows = [row('Potamophylax latipennis (Curtis, 1834)'), row('Potamophylax (Sub) coronavirus Ibrahimi et al., 2021'), row('Drusus krusniki Malicky, 1981')];

  it('matches by species identity (subgenus and authorship do not count)', () => {
    expect(keys).toEqual(['Potamophylax coronavirus']);
    expect([...endemicPositions(rows, keys)]).toEqual([1]);
  });
  it('keeps only the keys that name a row of the list', () => {
    expect(endemicKeysIn(rows, [...keys, 'Drusus dardanicus'])).toEqual(['Potamophylax coronavirus']);
  });
});
