import { describe, expect, it } from 'vitest';
import { typesetScientificName } from './scientific-name.ts';
import { epithetIdentity, rowSpeciesAddress, speciesKey, speciesSlug, spellingAddress } from './species-identity.ts';

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

  it("gives a row's address from the name typeset once, as from the raw name, the exceptions first", () => {
    const names = ['Agonum (Agonum) mülleri Herbst, 1784', 'Eresus kollari Rossi, 1846', 'Chironomus sp.', '  ', 'Salmo trutta macrostigma'];
    for (const name of names) expect(rowSpeciesAddress({}, name, typesetScientificName(name))).toBe(spellingAddress(name));
    expect(rowSpeciesAddress({}, 'Agonum (Agonum) mülleri Herbst, 1784', typesetScientificName('Agonum (Agonum) mülleri Herbst, 1784'))).toBe('Agonum-mulleri');
    expect(rowSpeciesAddress({ 'Eresus kollari Rossi, 1846': 'Eresus-kollari-2' }, 'Eresus kollari Rossi, 1846', typesetScientificName('Eresus kollari Rossi, 1846'))).toBe('Eresus-kollari-2');
  });
});

describe('species identity of epithets with diacritics (decision 20)', () => {
  it('reads ä, ö, ü as ae, oe, ue and drops other marks', () => {
    expect(speciesKey('Agonum mülleri (Herbst, 1784)')).toBe(speciesKey('Agonum muelleri (Herbst, 1784)'));
    expect(speciesKey('Limnephilus aurícula Curtis, 1834')).toBe('Limnephilus auricula');
    expect(epithetIdentity('schröderi')).toBe('schroederi');
  });

  it('never merges two spellings without a diacritic (planted defect)', () => {
    expect(speciesKey('Agonum mulleri')).not.toBe(speciesKey('Agonum muelleri'));
    expect(speciesKey('Agonum mülleri')).not.toBe(speciesKey('Agonum mulleri'));
  });

  it('keeps the address of the spelling as written', () => {
    expect(speciesSlug('Agonum mülleri')).toBe('Agonum-mulleri');
  });
});
