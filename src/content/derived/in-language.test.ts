import { describe, expect, it } from 'vitest';
import type { EndemicSpecies } from '../parse/endemic.ts';
import type { AnimalGroup } from '../parse/site-config.ts';
import { fieldInLanguage, groupLabelIn, inLanguage } from './in-language.ts';

describe('inLanguage', () => {
  it('gives English pages the English text, marked English', () => {
    expect(inLanguage({ sq: 'Merimangat', en: 'Spiders' }, 'en')).toEqual({ text: 'Spiders', lang: 'en' });
  });

  it('falls back to the Albanian text, marked Albanian, when no English is given or it is blank', () => {
    for (const en of [undefined, null, '', '   ']) {
      expect(inLanguage({ sq: 'Merimangat', en }, 'en')).toEqual({ text: 'Merimangat', lang: 'sq' });
    }
    expect(inLanguage({ sq: 'Merimangat' }, 'en')).toEqual({ text: 'Merimangat', lang: 'sq' });
  });

  it('gives Albanian pages the Albanian text whatever the English', () => {
    expect(inLanguage({ sq: 'Merimangat', en: 'Spiders' }, 'sq')).toEqual({ text: 'Merimangat', lang: 'sq' });
  });

  it('trims the English it gives', () => {
    expect(inLanguage({ sq: 'Gjitarët', en: ' Mammals ' }, 'en')).toEqual({ text: 'Mammals', lang: 'en' });
  });
});

describe('fieldInLanguage', () => {
  const spiders: AnimalGroup = { name: 'Merimangat', label: 'Merimangat', labelEn: 'Spiders', file: 'Merimangat.csv' };
  const fishes: AnimalGroup = { name: 'Peshqit', label: 'Peshqit', file: 'Peshqit.csv' };
  const species: EndemicSpecies = {
    name: 'Tinodes lumbardhi',
    authority: null,
    family: 'Psychomyiidae',
    description: 'Trikopter i përshkruar në vitin 2025.',
    descriptionEn: null,
    conservation: null,
    conservationEn: 'Endangered',
    photo: null,
  };

  it("reads a record's field and its En twin", () => {
    expect(fieldInLanguage(spiders, 'label', 'en')).toEqual({ text: 'Spiders', lang: 'en' });
    expect(fieldInLanguage(spiders, 'label', 'sq')).toEqual({ text: 'Merimangat', lang: 'sq' });
    expect(fieldInLanguage(fishes, 'label', 'en')).toEqual({ text: 'Peshqit', lang: 'sq' });
    expect(fieldInLanguage(species, 'description', 'en')).toEqual({ text: 'Trikopter i përshkruar në vitin 2025.', lang: 'sq' });
  });

  it('gives null, not an empty block, when there is no Albanian text either', () => {
    expect(fieldInLanguage({ ...species, description: '' }, 'description', 'en')).toBeNull();
    // An English conservation status without an Albanian one is not shown (check-content warns about it).
    expect(fieldInLanguage(species, 'conservation', 'en')).toBeNull();
  });

  it('takes only keys that have an English twin (checked by the compiler)', () => {
    const misuses = () => [
      // @ts-expect-error: 'file' has no fileEn
      fieldInLanguage(spiders, 'file', 'en'),
      // @ts-expect-error: 'authority' has no authorityEn
      fieldInLanguage(species, 'authority', 'en'),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});

const groups = [
  { name: 'Gjitarët', label: 'Gjitarët', labelEn: 'Mammals', file: 'Gjitarët.csv' },
  { name: 'Odonata', label: 'Odonata', file: 'Odonata.csv' },
];

describe('a group named in the page language', () => {
  it('Albanian pages keep the group name they always showed', () => {
    expect(groupLabelIn(groups, 'Gjitarët', 'sq')).toEqual({ text: 'Gjitarët', lang: 'sq' });
  });

  it('English pages show the English label, or the Albanian one marked as Albanian', () => {
    expect(groupLabelIn(groups, 'Gjitarët', 'en')).toEqual({ text: 'Mammals', lang: 'en' });
    expect(groupLabelIn(groups, 'Odonata', 'en')).toEqual({ text: 'Odonata', lang: 'sq' });
  });

  it('an unknown group is shown by its name, as Albanian', () => {
    expect(groupLabelIn(groups, 'Nope', 'en')).toEqual({ text: 'Nope', lang: 'sq' });
  });
});
