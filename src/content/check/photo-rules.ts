import type { ContentIssue } from '../issues.ts';
import { findLookAlike } from './look-alike-names.ts';
import { JPEG_PHOTO, photoKey, type PhotoRequest } from '../parse/photo-requests.ts';

export const PHOTOS_DIR = 'photos';

/** Image files the site does not read: what cameras, phones and editors save besides JPEG. */
const OTHER_IMAGE = /\.(png|gif|webp|avif|heic|heif|tiff?|bmp|jfif|dng|cr2|cr3|nef|arw|orf|rw2|raf)$/i;

/**
 * The photos folder against what the content asks of it: a file that is not a JPEG is not used (a warning at the
 * file, saying to save it as one); a photo asked for and missing while a file's name looks like it (lookAlikeKey: case,
 * spaces, underscores, extension) gets a warning where it is asked, naming that file. A photo simply not there yet is
 * no issue: its page shows a placeholder. `names`: the file names in photos/.
 */
export function checkPhotos(requests: readonly PhotoRequest[], names: readonly string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  // Only images: a folder also holds notes (README.md) and what a computer leaves there (Thumbs.db, .DS_Store).
  const photos = names.filter((name) => JPEG_PHOTO.test(name) || OTHER_IMAGE.test(name));
  const jpegs = new Set(photos.filter((name) => JPEG_PHOTO.test(name)).map(photoKey));
  for (const name of photos) {
    if (JPEG_PHOTO.test(name)) continue;
    const base = name.replace(/\.[^.]*$/, '');
    issues.push({ severity: 'warning', file: `${PHOTOS_DIR}/${name}`, line: 0, message: `not a JPEG photo, so the site does not use it: save it as "${base}.jpg"` });
  }
  for (const { name: asked, file, line, column } of requests) {
    const key = photoKey(asked);
    if (jpegs.has(key)) continue;
    const where = column === undefined ? { file, line } : { file, line, column };
    const alike = findLookAlike(key, photos);
    if (!alike) continue;
    const fix = JPEG_PHOTO.test(alike) ? `rename it "${asked}"` : `save it as a JPEG named "${asked}"`;
    issues.push({ severity: 'warning', ...where, message: `no ${PHOTOS_DIR}/${asked}, but "${PHOTOS_DIR}/${alike}" looks like it: ${fix} (a placeholder shows until then)` });
  }
  return issues;
}
