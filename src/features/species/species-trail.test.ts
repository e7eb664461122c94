import { describe, expect, it } from 'vitest';
import { speciesTrail } from './species-trail.ts';

const placement = { group: 'Trichoptera', klasa: 'Insecta', order: 'Trichoptera', family: 'Rhyacophilidae' };

describe('speciesTrail', () => {
  it('leads from the group through the order to the family', () => {
    expect(speciesTrail({ ...placement, group: 'Merimangat', order: 'Araneae', family: 'Eresidae' }, 'Merimangat')).toEqual([
      { kind: 'group', name: 'Merimangat', href: '/families/Merimangat' },
      { kind: 'order', name: 'Araneae', href: '/families/Merimangat?order=Araneae' },
      { kind: 'family', name: 'Eresidae', href: '/families/Merimangat?family=Eresidae' },
    ]);
  });

  it('leaves out an order that only repeats the group label, or is empty', () => {
    expect(speciesTrail(placement, 'Trichoptera').map((step) => step.name)).toEqual(['Trichoptera', 'Rhyacophilidae']);
    expect(speciesTrail({ ...placement, order: '' }, 'Trichoptera').map((step) => step.kind)).toEqual(['group', 'family']);
    // In English the group reads "Caddisflies": the order says something more.
    expect(speciesTrail(placement, 'Caddisflies').map((step) => step.name)).toEqual(['Trichoptera', 'Trichoptera', 'Rhyacophilidae']);
  });
});
