import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { findLookAlike, lookAlikeIssue, lookAlikeKey, readsAs } from './look-alike-names.ts';

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

describe('readsAs', () => {
  it('takes a look-alike in the same format as the file, and nothing else', () => {
    expect(readsAs('Gallery.CSV', 'gallery.csv')).toBe(true);
    expect(readsAs('Site.json.txt', 'site.json')).toBe(true);
    expect(readsAs('vernacular_names.csv', 'vernacular-names.csv')).toBe(true);
    expect(readsAs('gallery.xlsx', 'gallery.csv')).toBe(false);
    expect(readsAs('gallery.csv.xlsx', 'gallery.csv')).toBe(false);
    expect(readsAs('galleries.csv', 'gallery.csv')).toBe(false);
  });
});

describe('lookAlikeIssue', () => {
  it('says how to name a look-alike, read in its place or not', () => {
    expect([
      lookAlikeIssue('Site.json.txt', 'site.json', true),
      lookAlikeIssue('checklists/odonata.csv', 'checklists/Odonata.csv', true),
      lookAlikeIssue('references.docx', 'references.md', false),
    ].map(formatIssue)).toEqual([
      'Site.json.txt: warning: read as "site.json", the name the site looks for; its name ends in ".txt" as well, which the computer may hide: rename this file "site.json"',
      'checklists/odonata.csv: warning: read as "Odonata.csv", the name the site looks for; the name must be exactly that, letter for letter: rename this file "Odonata.csv"',
      'references.docx: warning: not read: the site looks for "references.md"; save it as a .md file named "references.md"',
    ]);
  });
});
