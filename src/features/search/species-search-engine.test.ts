import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../../content/parse/checklist-csv.ts';
import { createSpeciesSearch } from './species-search-engine.ts';
import { speciesEntries } from '../../content/derived/species-index.ts';

const row = (lloji: string, familja: string, rendi: string): ChecklistRow => ({ nr: 1, fileNr: '', klasa: '', rendi, familja, lloji, referenca: '', line: 2 });

const entries = speciesEntries([
  { name: 'Amfibet dhe Reptilet', rows: [
    row('Bufo bufo (Linnaeus, 1758)', 'Bufonidae', 'Anura'),
    row('Salamandra salamandra (Linnaeus, 1758)', 'Salamandridae', 'Caudata'),
    row('Salamandra salamandra (Linnaeus, 1758)', 'Salamandridae', 'Caudata'),
    row('Testudo hermanni Gmelin, 1789', 'Testudinidae', 'Testudines'),
  ] },
  { name: 'Merimangat', rows: [row('Histopona laeta (Kulczyński, 1897)', 'Agelenidae', 'Araneae')] },
  { name: 'Gjitaret', rows: [row('Rhinolophus hipposideros (Borkhausen, 1797)', 'Rhinolophidae', 'Chiroptera')] },
]);
const search = createSpeciesSearch(entries);
const names = (query: string) => search(query).map((hit) => hit.canonical);

describe('species index', () => {
  it('lists a species once per group, with its family and order', () => {
    expect(entries).toHaveLength(5);
    expect(entries[1]).toEqual(['Salamandra salamandra (Linnaeus, 1758)', 'Salamandra salamandra', 'Amfibet dhe Reptilet', 'Salamandridae', 'Caudata']);
  });
});

describe('species search', () => {
  it('finds by genus, epithet, the start of a word, family or order', () => {
    expect(names('bufo')).toEqual(['Bufo bufo']);
    expect(names('hermanni')).toEqual(['Testudo hermanni']);
    expect(names('rhinol')).toEqual(['Rhinolophus hipposideros']);
    expect(names('agelenidae')).toEqual(['Histopona laeta']);
    expect(names('caudata')).toEqual(['Salamandra salamandra']);
  });

  it('ignores case and diacritics, forgives a small slip in a long word, and wants every word', () => {
    expect(names('KULCZYNSKI')).toEqual(['Histopona laeta']);
    expect(names('salamndra')).toEqual(['Salamandra salamandra']);
    expect(names('linnaeus bufo')).toEqual(['Bufo bufo']);
    expect(names('linnaeus')).toHaveLength(2);
  });

  it('says nothing to an empty query and nothing for an unknown word', () => {
    expect(search('  ')).toEqual([]);
    expect(search('ursus')).toEqual([]);
  });

  it('gives the group a result belongs to', () => {
    expect(search('laeta')[0]).toMatchObject({ group: 'Merimangat', family: 'Agelenidae', order: 'Araneae', name: 'Histopona laeta (Kulczyński, 1897)' });
  });
});

describe('species search by common name', () => {
  const common = new Map([
    ['Testudo hermanni', { albanian: 'breshka e Hermanit', english: "Hermann's tortoise" }],
    ['Canis lupus', { albanian: 'ujku', english: 'Grey wolf' }],
    ['Erithacus rubecula', { albanian: 'gushëkuqi', english: '' }],
  ]);
  const named = speciesEntries(
    [
      { name: 'Amfibet dhe Reptilet', rows: [row('Bufo bufo (Linnaeus, 1758)', 'Bufonidae', 'Anura'), row('Testudo hermanni Gmelin, 1789', 'Testudinidae', 'Testudines')] },
      { name: 'Shpendet', rows: [row('Erithacus rubecula (Linnaeus, 1758)', 'Muscicapidae', 'Passeriformes')] },
      { name: 'Gjitaret', rows: [row('Canis lupus Linnaeus, 1758', 'Canidae', 'Carnivora')] },
    ],
    common,
  );
  const find = createSpeciesSearch(named);

  it('carries the names in the index only for species that have them', () => {
    expect(named[0]).toHaveLength(5);
    expect(named[3]).toEqual(['Canis lupus Linnaeus, 1758', 'Canis lupus', 'Gjitaret', 'Canidae', 'Carnivora', 'ujku', 'Grey wolf']);
    expect(named[2]).toEqual(['Erithacus rubecula (Linnaeus, 1758)', 'Erithacus rubecula', 'Shpendet', 'Muscicapidae', 'Passeriformes', 'gushëkuqi']);
  });

  it('finds a species by its Albanian or English name, diacritics and case optional', () => {
    expect(find('ujku').map((hit) => hit.canonical)).toEqual(['Canis lupus']);
    expect(find('Breshka').map((hit) => hit.canonical)).toEqual(['Testudo hermanni']);
    expect(find('gushekuqi').map((hit) => hit.canonical)).toEqual(['Erithacus rubecula']);
    expect(find('wolf')[0]).toMatchObject({ canonical: 'Canis lupus', albanian: 'ujku', english: 'Grey wolf' });
    expect(find('bufo')[0]).toMatchObject({ albanian: '', english: '' });
  });
});

describe('species search by an earlier name (renames.csv)', () => {
  const former = new Map([
    ['Ichthyosaura alpestris', [{ name: 'Triturus alpestris (Laurenti, 1768)' }, { name: 'Mesotriton alpestris (Laurenti, 1768)' }]],
  ]);
  const common = new Map([['Ichthyosaura alpestris', { albanian: 'tritoni alpin', english: '' }]]);
  const listed = speciesEntries(
    [{ name: 'Amfibet dhe Reptilet', rows: [row('Ichthyosaura alpestris (Laurenti, 1768)', 'Salamandridae', 'Caudata'), row('Triturus cristatus (Laurenti, 1768)', 'Salamandridae', 'Caudata')] }],
    common,
    former,
  );
  const find = createSpeciesSearch(listed);

  it('carries the earlier names in the index, after the common names (empty when unknown)', () => {
    expect(listed[0]).toEqual(['Ichthyosaura alpestris (Laurenti, 1768)', 'Ichthyosaura alpestris', 'Amfibet dhe Reptilet', 'Salamandridae', 'Caudata', 'tritoni alpin', '', ['Triturus alpestris (Laurenti, 1768)', 'Mesotriton alpestris (Laurenti, 1768)']]);
    expect(listed[1]).toHaveLength(5);
  });

  it('finds the species by its earlier name, and says which earlier name found it', () => {
    expect(find('Mesotriton').map((hit) => [hit.canonical, hit.foundAs])).toEqual([['Ichthyosaura alpestris', 'Mesotriton alpestris (Laurenti, 1768)']]);
    expect(find('triturus alpestris').map((hit) => [hit.canonical, hit.foundAs])).toEqual([['Ichthyosaura alpestris', 'Triturus alpestris (Laurenti, 1768)']]);
    // A word of its current name is no earlier name: nothing to say.
    expect(find('alpestris').map((hit) => [hit.canonical, hit.foundAs])).toEqual([['Ichthyosaura alpestris', null]]);
    expect(find('triturus').map((hit) => hit.canonical)).toEqual(['Triturus cristatus', 'Ichthyosaura alpestris']);
  });
});
