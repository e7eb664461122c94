import { describe, expect, it } from 'vitest';
import { removedSpecies } from './removed-species.ts';

const row = (lloji: string, familja = 'Salamandridae', group = 'Amphibia') => ({ group, rendi: 'Caudata', familja, lloji, referenca: '' });

describe('removedSpecies', () => {
  const releases = [
    { version: 1, rows: [row('Salamandra salamandra (Linnaeus, 1758)'), row('Triturus alpestris (Laurenti, 1768)'), row('Proteus anguinus Laurenti, 1768', 'Proteidae')] },
    { version: 2, rows: [row('Salamandra salamandra (Linnaeus, 1758)'), row('Ichthyosaura alpestris (Laurenti, 1768)'), row('Bombina variegata (Linnaeus, 1758)', 'Bombinatoridae', 'Anura')] },
    { version: 3, rows: [row('Salamandra salamandra (Linnaeus, 1758)'), row('Ichthyosaura alpestris (Laurenti, 1768)')] },
  ];
  const current = { keys: new Set(['Salamandra salamandra', 'Ichthyosaura alpestris']), taken: new Set(['Salamandra-salamandra', 'Ichthyosaura-alpestris', 'Triturus-alpestris']), carriedOn: new Set(['Triturus alpestris']) };

  it('gives each species no longer listed a page: the versions that listed it, the one that removed it, its last placement', () => {
    const removed = removedSpecies(releases, current);
    expect([...removed.keys()]).toEqual(['Proteus-anguinus', 'Bombina-variegata']);
    expect(removed.get('Proteus-anguinus')).toEqual({
      key: 'Proteus anguinus',
      name: 'Proteus anguinus Laurenti, 1768',
      slug: 'Proteus-anguinus',
      versions: [1],
      removedIn: 2,
      placements: [{ group: 'Amphibia', order: 'Caudata', family: 'Proteidae' }],
    });
    expect(removed.get('Bombina-variegata')).toMatchObject({ versions: [2], removedIn: 3 });
  });

  it('leaves out renamed names and addresses a current page holds', () => {
    const removed = removedSpecies(releases, { ...current, carriedOn: new Set(), taken: new Set([...current.taken, 'Proteus-anguinus']) });
    expect([...removed.keys()]).toEqual(['Bombina-variegata']);
    // A name a stated rename carries on is no removed species, even where its old name has no page of its own.
    const untaken = new Set([...current.taken].filter((slug) => slug !== 'Triturus-alpestris'));
    expect([...removedSpecies(releases, { ...current, taken: untaken }).keys()]).toEqual(['Proteus-anguinus', 'Bombina-variegata']);
  });

  it('a species listed again later is not removed; one removed twice counts from its last listing', () => {
    const again = [...releases, { version: 4, rows: [row('Proteus anguinus Laurenti, 1768', 'Proteidae'), row('Bombina variegata (Linnaeus, 1758)', 'Bombinatoridae', 'Anura')] }, { version: 5, rows: [row('Salamandra salamandra (Linnaeus, 1758)')] }];
    const removed = removedSpecies(again, { keys: new Set(['Salamandra salamandra']), taken: new Set(), carriedOn: new Set(['Triturus alpestris', 'Ichthyosaura alpestris']) });
    expect(removed.get('Proteus-anguinus')).toMatchObject({ versions: [1, 4], removedIn: 5 });
    expect(removed.get('Bombina-variegata')).toMatchObject({ versions: [2, 4], removedIn: 5 });
  });
});
