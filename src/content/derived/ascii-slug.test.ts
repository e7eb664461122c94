import { describe, expect, it } from 'vitest';
import { asciiSlug } from './ascii-slug.ts';

describe('asciiSlug', () => {
  it('folds diacritics and joins words with single hyphens', () => {
    expect(asciiSlug('Amfibët dhe Reptilët')).toBe('amfibet-dhe-reptilet');
    expect(asciiSlug(' Zamenis  situla (juv.) ')).toBe('zamenis-situla-juv');
  });

  it('is empty for a text without letters or digits', () => {
    expect(asciiSlug(' – ')).toBe('');
  });
});
