import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { checkContentFileNames, findLookAlike, lookAlikeKey } from './look-alike-names.ts';

describe('lookAlikeKey', () => {
  it('reads a name as a person meant it: any case, spaces, underscores, hyphens, added extensions', () => {
    expect(lookAlikeKey('Gallery.CSV')).toBe('gallery');
    expect(lookAlikeKey('site.json.txt')).toBe('site');
    expect(lookAlikeKey('Salmo_trutta.JPG')).toBe('salmo trutta');
    expect(lookAlikeKey('vernacular names.csv')).toBe(lookAlikeKey('vernacular-names.csv'));
    expect(lookAlikeKey('Salmo cf. trutta.jpg')).toBe('salmo cf. trutta');
  });

  it('finds another file that looks like the one wanted, never the file itself', () => {
    expect(findLookAlike('gallery.csv', ['README.md', 'gallery.csv'])).toBeUndefined();
    expect(findLookAlike('gallery.csv', ['README.md', 'Gallery.csv'])).toBe('Gallery.csv');
    expect(findLookAlike('endemic.json', ['endemic-facts.md'])).toBeUndefined();
  });
});

describe('checkContentFileNames', () => {
  it('says how to name a look-alike the site does not read', () => {
    const wanted = ['site.json', 'gallery.csv', 'references.md', 'vernacular-names.csv'];
    const present = ['Site.json.txt', 'Gallery.CSV', 'references.docx', 'README.md'];
    expect(checkContentFileNames(wanted, present).map(formatIssue)).toEqual([
      'Site.json.txt: warning: not read: the site reads "site.json": its name ends in ".txt" as well, which the computer may hide: rename this file "site.json"',
      'Gallery.CSV: warning: not read: the site reads "gallery.csv": a name must match exactly, letter case included: rename this file "gallery.csv"',
      'references.docx: warning: not read: the site reads "references.md": save it as a .md file named "references.md"',
    ]);
  });
});
