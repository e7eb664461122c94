/**
 * A photo a content file asks for in `photos/`: its file name (the species' name and `.jpg`), and where it is asked.
 * Until it is there, the page shows a placeholder (the default content names photos that only the owners' folder has).
 */
export type PhotoRequest = { name: string; file: string; line: number; column?: number };

/** The photos the build uses: JPEG files, named after their species. */
export const JPEG_PHOTO = /^(.+)\.jpe?g$/i;

/** The species of a photo file: 'Potamophylax coronavirus.jpg' → 'Potamophylax coronavirus' (NFC). */
export function photoKey(fileName: string): string {
  return fileName.replace(/\.jpe?g$/i, '').normalize('NFC');
}
