import { describe, expect, it } from 'vitest';
import { nameInCodeCase } from './name-case.ts';

describe('nameInCodeCase', () => {
  it.each([
    ['CANIS LUPUS Linnaeus, 1758', 'Canis lupus Linnaeus, 1758'],
    ['canis lupus Linnaeus, 1758', 'Canis lupus Linnaeus, 1758'],
    ['Canis Lupus Linnaeus, 1758', 'Canis lupus Linnaeus, 1758'],
    ['Carabus Hampei (Küster, 1846)', 'Carabus hampei (Küster, 1846)'],
    ['Canis LUPUS Linnaeus, 1758', 'Canis lupus Linnaeus, 1758'],
  ])('reads %s as %s', (written, read) => {
    expect(nameInCodeCase(written)).toBe(read);
  });

  it.each([
    'Canis lupus Linnaeus, 1758',
    // A capitalised word after a genus may be its author, a word in lower case a common name: not mended without an
    // authorship and its year after them.
    'Canis Linnaeus, 1758',
    'Canis Lupus',
    'CANIS LUPUS',
    'canis lupus',
    'ujku gri',
    'canis lupus Linnaeus',
    'Chironomus sp.',
    // Nothing in the Code's case reads as a species.
    'Gjithsej 58',
    '',
  ])('leaves %s as it is', (written) => {
    expect(nameInCodeCase(written)).toBeNull();
  });
});
