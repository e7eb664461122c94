import { describe, expect, it } from 'vitest';
import { speciesKey } from '../parse/species-identity.ts';
import { featuredSpecies } from './featured-species.ts';

describe('featuredSpecies', () => {
  it('gives each featured species its page where a checklist lists it, and its common names where known', () => {
    const pages = new Map([[speciesKey('Canis lupus Linnaeus, 1758'), 'Canis-lupus'], [speciesKey('Agonum (Agonum) mülleri (Herbst, 1784)'), 'Agonum-mulleri']]);
    const names = new Map([[speciesKey('Canis lupus'), { albanian: 'ujku', english: 'Grey wolf' }], [speciesKey('Lutra lutra'), { albanian: 'vidra', english: '' }]]);
    const featured = [
      { name: 'Canis lupus', file: 'gallery.csv', line: 2 },
      { name: 'Agonum mülleri', file: 'endemic.json', line: 8 },
      { name: 'Lutra lutra', file: 'gallery.csv', line: 3 },
      { name: 'Cobitis elongatoides', file: 'gallery.csv', line: 9 },
    ];
    expect(featuredSpecies(featured, { addressOf: (key) => pages.get(key), commonNameOf: (key) => names.get(key) })).toEqual({
      'Canis lupus': { address: 'Canis-lupus', commonName: { sq: 'ujku', en: 'Grey wolf' } },
      'Agonum mülleri': { address: 'Agonum-mulleri', commonName: null },
      'Lutra lutra': { address: null, commonName: { sq: 'vidra', en: null } },
    });
  });
});
