import { describe, expect, it } from 'vitest';
import { supportedSpecies } from './supported-species.ts';
import { supportedSpeciesData } from './supported-species.server.ts';

describe('supported species in the references page data', () => {
  const slugOf = new Map([
    ['Lucanus cervus', 'Lucanus-cervus'],
    ['Rosalia alpina', 'Rosalia-alpina'],
    ['Salmo trutta', 'Salmo-trutta-2'],
  ]);

  it('carries names, and an address only where it is not the name’s slug', () => {
    const data = supportedSpeciesData(
      [
        ['hoxha-2019', ['Lucanus cervus', 'Rosalia alpina']],
        ['berisha-2020', ['Salmo trutta', 'Nomen nudum']],
      ],
      slugOf,
    );
    expect(data).toEqual({
      names: { 'hoxha-2019': ['Lucanus cervus', 'Rosalia alpina'], 'berisha-2020': ['Salmo trutta'] },
      addresses: { 'Salmo trutta': 'Salmo-trutta-2' },
    });
  });

  it('links every species to its page', () => {
    const supports = supportedSpecies(supportedSpeciesData([['berisha-2020', ['Salmo trutta', 'Lucanus cervus']]], slugOf));
    expect(supports.get('berisha-2020')).toEqual([
      { name: 'Salmo trutta', href: '/species/Salmo-trutta-2' },
      { name: 'Lucanus cervus', href: '/species/Lucanus-cervus' },
    ]);
  });
});
