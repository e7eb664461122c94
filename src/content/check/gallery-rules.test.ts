import { describe, expect, it } from 'vitest';
import { parseGalleryCsv } from '../parse/gallery-csv.ts';
import { formatIssue } from '../issues.ts';
import { checkGalleryCredits } from './gallery-rules.ts';

describe('checkGalleryCredits', () => {
  const { items } = parseGalleryCsv('Foto,Lloji\n,Salmo trutta\n,Canis lupus\nAna Gashi,Rosalia alpina\n');

  it('warns, located, about a shown photo without its photographer', () => {
    const issues = checkGalleryCredits(items, new Set(['Salmo trutta', 'Rosalia alpina']), 'gallery.csv');
    expect(issues.map(formatIssue)).toEqual(['gallery.csv:2:1: warning: the photographer credit (Foto) for "Salmo trutta" is empty: write who took photos/Salmo trutta.jpg']);
  });

  it('lets a row without its photo yet leave the credit empty', () => {
    expect(checkGalleryCredits(items, new Set(), 'gallery.csv')).toEqual([]);
  });

  it('adds nothing a row to a file without the Foto column (the parser reports that once)', () => {
    const parsed = parseGalleryCsv('Lloji\nSalmo trutta\n');
    expect(parsed.issues).toHaveLength(1);
    expect(checkGalleryCredits(parsed.items, new Set(['Salmo trutta']), 'gallery.csv')).toEqual([]);
  });
});
