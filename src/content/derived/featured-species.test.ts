import { describe, expect, it } from 'vitest';
import { speciesKey } from '../parse/species-identity.ts';
import { featuredAddresses } from './featured-species.ts';

describe('featuredAddresses', () => {
  it('gives each featured species a checklist lists its page, by the name as written there', () => {
    const pages = new Map([[speciesKey('Canis lupus Linnaeus, 1758'), 'Canis-lupus'], [speciesKey('Agonum (Agonum) mülleri (Herbst, 1784)'), 'Agonum-mulleri']]);
    const featured = [
      { name: 'Canis lupus', file: 'gallery.csv', line: 2 },
      { name: 'Agonum mülleri', file: 'endemic.json', line: 8 },
      { name: 'Cobitis elongatoides', file: 'gallery.csv', line: 9 },
    ];
    expect(featuredAddresses(featured, (key) => pages.get(key))).toEqual({ 'Canis lupus': 'Canis-lupus', 'Agonum mülleri': 'Agonum-mulleri' });
  });
});
