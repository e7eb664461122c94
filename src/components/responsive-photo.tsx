import type { ProcessedPhoto } from '../content/derived/photo-manifest.ts';

type Props = {
  photo: ProcessedPhoto;
  alt: string;
  /** Displayed width per viewport, e.g. '(max-width: 600px) calc(100vw - 32px), 400px'. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the largest photo of the first screen (LCP). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** The site's base URL, e.g. '/' or '/fauna/'; the manifest's URLs are relative to it. */
  base: string;
};

/** A processed photo as <picture>: AVIF and WebP sources, a JPEG <img> fallback sized so nothing shifts while loading. */
export function ResponsivePhoto({ photo, alt, sizes, loading = 'lazy', fetchPriority, className, base }: Props) {
  const url = (src: string) => withBase(base, src);
  return (
    <picture className={className}>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={prefixSrcset(base, source.srcset)} sizes={sizes} />
      ))}
      <img
        src={url(photo.fallback.src)}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        style={photo.placeholderColor ? { backgroundColor: photo.placeholderColor } : undefined}
      />
    </picture>
  );
}

/** '/fauna/' + 'photos/a.avif' -> '/fauna/photos/a.avif' (one slash, whatever the inputs end or start with). */
export function withBase(base: string, src: string): string {
  return `${base.replace(/\/*$/, '/')}${src.replace(/^\/+/, '')}`;
}

/** Prefixes every URL of a srcset ('a.avif 320w, b.avif 640w') with the base. */
export function prefixSrcset(base: string, srcset: string): string {
  return srcset
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => withBase(base, entry))
    .join(', ');
}
