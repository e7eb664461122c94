import { describe, expect, it } from 'vitest';
import { speciesKey, speciesSlug } from './species-identity.ts';

describe('species identity', () => {
  it('leaves out subgenus and authorship, keeps the subspecies', () => {
    expect(speciesKey('Agonum (Agonum) muelleri (Herbst, 1784)')).toBe('Agonum muelleri');
    expect(speciesKey('Salmo trutta macrostigma (Duméril, 1858)')).toBe('Salmo trutta macrostigma');
  });

  it('makes a readable address segment', () => {
    expect(speciesSlug(speciesKey('Eresus kollari Rossi, 1846'))).toBe('Eresus-kollari');
    expect(speciesSlug('Salmo trutta macrostigma')).toBe('Salmo-trutta-macrostigma');
    expect(speciesSlug('Polygonia c-album')).toBe('Polygonia-c-album');
    expect(speciesSlug('Chironomus sp.')).toBe('Chironomus-sp');
  });
});
