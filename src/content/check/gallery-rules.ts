import type { GalleryItem } from '../parse/gallery-csv.ts';
import type { ContentIssue } from '../issues.ts';

/**
 * A gallery photo that is shown needs its photographer's name: a warning for each row whose photo is in `photos/`
 * and whose credit (Foto) is empty. A row whose photo has not arrived yet shows a placeholder and needs no credit; a
 * file without the Foto column has its one error from the parser, not one more a row.
 */
export function checkGalleryCredits(items: readonly GalleryItem[], photos: { has(species: string): boolean }, file: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const { species, credit, line, creditColumn } of items) {
    if (credit !== '' || creditColumn === null || !photos.has(species)) continue;
    issues.push({ severity: 'warning', file, line, column: creditColumn, message: `the photographer credit (Foto) for "${species}" is empty: write who took photos/${species}.jpg` });
  }
  return issues;
}
