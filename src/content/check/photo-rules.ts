import type { ContentIssue } from '../issues.ts';
import { findLookAlike } from './look-alike-names.ts';
import { GALLERY_FILE } from '../parse/gallery-csv.ts';
import { JPEG_PHOTO, photoKey, type PhotoRequest } from '../parse/photo-requests.ts';

export const PHOTOS_DIR = 'photos';

/** What a computer adds to a copy's name: "Salmo trutta (2)", "Salmo trutta - Copy", "Salmo trutta copy 2". */
const COPY_SUFFIX = /\s*(?:\(\d+\)|(?:-\s*)?copy(?:\s*\(?\d+\)?)?)$/i;

/** Image files the site does not read: what cameras, phones and editors save besides JPEG. */
const OTHER_IMAGE = /\.(png|gif|webp|avif|heic|heif|tiff?|bmp|jfif|dng|cr2|cr3|nef|arw|orf|rw2|raf)$/i;

/**
 * The photos read in place of those asked for and missing: a JPEG whose name only looks like the one asked for
 * (lookAlikeKey: case, spaces, underscores, extension), as species → file name. A maintainer who saved
 * `salmo_trutta.JPG` meant it for Salmo trutta, as Windows would. `names`: the file names in photos/.
 */
export function photoStandIns(requests: readonly PhotoRequest[], names: readonly string[]): Map<string, string> {
  const asked = askedKeys(requests);
  const jpegs = names.filter((name) => JPEG_PHOTO.test(name));
  const present = new Set(jpegs.map(photoKey));
  // A photo that is exactly one asked for stands in for no other.
  const candidates = jpegs.filter((name) => !asked.has(photoKey(name)));
  const standIns = new Map<string, string>();
  for (const species of asked) {
    if (present.has(species)) continue;
    const alike = findLookAlike(species, candidates);
    if (alike) standIns.set(species, alike);
  }
  return standIns;
}

/**
 * The photos folder against what the content asks of it: a file that is not a JPEG is not used (a warning at the
 * file, saying to save it as one); a photo asked for and missing while a file's name looks like it gets a warning
 * where it is asked, naming that file: a JPEG is shown in its place (photoStandIns) and is to be renamed, another
 * image is to be saved as a JPEG. A photo simply not there yet is no issue: its page shows a placeholder.
 * `names`: the file names in photos/; `standIns`: photoStandIns of the same, when the caller has them already.
 */
export function checkPhotos(requests: readonly PhotoRequest[], names: readonly string[], standIns = photoStandIns(requests, names)): ContentIssue[] {
  const issues: ContentIssue[] = [];
  // Only images: a folder also holds notes (README.md) and what a computer leaves there (Thumbs.db, .DS_Store).
  const photos = names.filter((name) => JPEG_PHOTO.test(name) || OTHER_IMAGE.test(name));
  const jpegs = new Set(photos.filter((name) => JPEG_PHOTO.test(name)).map(photoKey));
  for (const name of photos) {
    if (JPEG_PHOTO.test(name)) continue;
    const base = name.replace(/\.[^.]*$/, '');
    issues.push({ severity: 'warning', file: `${PHOTOS_DIR}/${name}`, line: 0, message: `not a JPEG photo, so the site does not use it: save it as "${base}.jpg"` });
  }
  // A JPEG nothing asks for is never shown: a gallery row forgotten, or a copy ("Salmo trutta (2).jpg").
  const asked = askedKeys(requests);
  const standingIn = new Set(standIns.values());
  for (const name of photos) {
    if (!JPEG_PHOTO.test(name) || standingIn.has(name)) continue;
    const key = photoKey(name);
    if (asked.has(key)) continue;
    const original = key.replace(COPY_SUFFIX, '');
    const shown = jpegs.has(original) || standIns.has(original);
    const message = !asked.has(original)
      ? `no row of ${askers(requests)} asks for this photo, so the site does not show it: give its species a row in ${GALLERY_FILE} (the name, then the photo's credit), or delete the file`
      : shown
        ? `a copy of the photo of ${original}, which the site shows from its own file: delete this one, or put it in that file's place`
        : `a copy of the photo of ${original} under another name, so the site does not show it: rename it "${original}.jpg"`;
    issues.push({ severity: 'warning', file: `${PHOTOS_DIR}/${name}`, line: 0, message });
  }
  for (const { name: askedName, file, line, column } of requests) {
    const key = photoKey(askedName);
    if (jpegs.has(key)) continue;
    const where = column === undefined ? { file, line } : { file, line, column };
    const standIn = standIns.get(key);
    const alike = standIn ?? findLookAlike(key, photos);
    if (!alike) continue;
    const looks = `no ${PHOTOS_DIR}/${askedName}, but "${PHOTOS_DIR}/${alike}" looks like it`;
    const message = standIn ? `${looks}, so it is shown in its place: rename it "${askedName}"` : `${looks}: save it as a JPEG named "${askedName}" (a placeholder shows until then)`;
    issues.push({ severity: 'warning', ...where, message });
  }
  return issues;
}

/** The image formats a photo file may hold, by its first bytes (photoFormat). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif' | 'heic';

/** Those the build's photo step reads, whatever the file's name: all but HEIC, which an iPhone saves. */
const READABLE: ReadonlySet<PhotoFormat> = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif']);

/** What a photo file holds, by its first bytes (16 are enough); null for no image of these formats. */
export function photoFormat(head: Uint8Array): PhotoFormat | null {
  const bytesAt = (offset: number, ...bytes: number[]) => bytes.every((byte, index) => head[offset + index] === byte);
  const textAt = (offset: number, length: number) => String.fromCharCode(...head.subarray(offset, offset + length));
  if (bytesAt(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytesAt(0, 0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (textAt(0, 4) === 'RIFF' && textAt(8, 4) === 'WEBP') return 'webp';
  if (textAt(0, 4) === 'GIF8') return 'gif';
  if (bytesAt(0, 0x49, 0x49, 0x2a, 0x00) || bytesAt(0, 0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (textAt(4, 4) === 'ftyp') {
    const brand = textAt(8, 4);
    if (/^avi[fs]$/.test(brand)) return 'avif';
    if (/^(?:hei[cxms]|hev[cx]|mif1|msf1)$/.test(brand)) return 'heic';
  }
  return null;
}

/**
 * A JPEG-named photo the site would use that its photo step cannot read (an iPhone's HEIC photo renamed, a file that
 * is no image): not used, like a photo of another format (checkPhotos), so its page shows a placeholder; a warning at
 * the file. Another image under a JPEG's name (a PNG) is read as it is. `head`: the file's first bytes.
 */
export function photoContentIssue(name: string, head: Uint8Array): ContentIssue | null {
  const format = photoFormat(head);
  if (format && READABLE.has(format)) return null;
  const holds = format === 'heic' ? 'but an HEIC photo (the format iPhones save)' : 'nor any image the site reads';
  return { severity: 'warning', file: `${PHOTOS_DIR}/${name}`, line: 0, message: `not a JPEG inside, ${holds}, so the site does not use it (a placeholder shows): save the photo as a JPEG named "${name}"` };
}

/**
 * A photo the site would use that cannot be read whole (copied only in part, a damaged card): not used, its page shows
 * a placeholder; a warning at the file. `reason`: what the image library said.
 */
export function unreadablePhotoIssue(name: string, reason: string): ContentIssue {
  const said = reason.trim().split('\n')[0]!.replace(/\.$/, '');
  return { severity: 'warning', file: `${PHOTOS_DIR}/${name}`, line: 0, message: `the photo cannot be read whole (${said}), so the site does not use it (a placeholder shows): it may have been copied only in part; copy it again from the original, as a JPEG named "${name}"` };
}

/** The photos asked for, by photoKey. */
function askedKeys(requests: readonly PhotoRequest[]): Set<string> {
  return new Set(requests.map(({ name }) => photoKey(name)));
}

/** The files that ask for photos: the gallery, and endemic.json when it names photos. */
function askers(requests: readonly PhotoRequest[]): string {
  const files = [...new Set([GALLERY_FILE, ...requests.map(({ file }) => file)])];
  return files.join(' or ');
}
