/** Processed photos as the pages see them (the build writes the files, see photos.server.ts). */
export type PhotoVariant = { src: string; width: number; height: number };

export type ProcessedPhoto = {
  species: string;
  /** Intrinsic size of the largest variant, EXIF orientation applied. */
  width: number;
  height: number;
  /** Modern formats, best first; srcset URLs are relative to the site root, e.g. `photos/x-640-3f2a9c1b.avif 640w`. */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  /** JPEG for browsers without AVIF/WebP. */
  fallback: PhotoVariant;
  /** The largest JPEG, for the full-screen view. */
  full: PhotoVariant;
  /** Mean colour of the photo, painted while it loads. */
  placeholderColor?: string;
};

/** Key: species name (NFC). */
export type PhotoManifest = Record<string, ProcessedPhoto>;

/** Manifest key of a photo file name: 'Potamophylax coronavirus.jpg' → 'Potamophylax coronavirus'. */
export { photoKey } from '../parse/photo-requests.ts';
