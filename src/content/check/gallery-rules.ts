import type { GalleryItem } from '../parse/gallery-csv.ts';
import type { ContentIssue } from '../issues.ts';

/**
 * A gallery photo that is shown needs its photographer's name: a warning for each row whose photo is in `photos/`
 * and whose credit (Foto) is empty. A row whose photo has not arrived yet shows a placeholder and needs no credit.
 */
export function checkGalleryCredits(items: readonly GalleryItem[], photos: ReadonlySet<string>, file: string): ContentIssue[] {
  return items
    .filter((item) => item.credit === '' && photos.has(item.species))
    .map((item): ContentIssue => ({
      severity: 'warning',
      file,
      line: item.line,
      column: item.creditColumn,
      message: `the photographer credit (Foto) for "${item.species}" is empty: write who took photos/${item.species}.jpg`,
    }));
}
