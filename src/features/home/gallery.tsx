import { Suspense, useState } from 'react';
import type { GalleryItem } from '../../content/parse/gallery-csv.ts';
import type { PhotoManifest } from '../../content/derived/photo-manifest.ts';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary.tsx';
import { lazyChunk } from '../../components/lazy-chunk.ts';
import { CommonName } from '../../components/common-name.tsx';
import { FeaturedSpeciesName } from '../../components/featured-species-name.tsx';
import type { FeaturedSpecies } from '../../content/derived/featured-species.ts';
import { PhotoPlaceholder } from '../../components/photo-placeholder.tsx';
import { ResponsivePhoto } from '../../components/responsive-photo.tsx';
import { useMissingPhotoLog } from '../../components/use-missing-photo-log.ts';
import { PHOTO_CARD_SIZES } from '../../config/breakpoints.ts';
import { baseUrl } from '../../config/paths.ts';
import { useMessages } from '../../i18n/messages.tsx';
import '../../components/photo-card.css';
import './gallery.css';

const PhotoViewer = lazyChunk('photo-viewer', () => import('../../components/photo-viewer.tsx'));

/**
 * Photos that load at once, not lazily: none. The hero (intro, statistics, species search) fills a phone's first
 * screen, and Chromium starts lazy images well before they scroll into view, so the first row still arrives in time.
 */
const EAGER_COUNT = 0;

type GalleryProps = { items: readonly GalleryItem[]; photos: PhotoManifest; featured: Readonly<Record<string, FeaturedSpecies>> };

export function Gallery({ items, photos, featured }: GalleryProps) {
  const [openSpecies, setOpenSpecies] = useState<string | null>(null);
  const messages = useMessages();
  const m = messages.photo;
  const openPhoto = openSpecies ? photos[openSpecies] : undefined;

  return (
    <>
      <ul className="photo-card-grid" aria-label={messages.home.galleryLabel}>
        {items.map((item, index) => (
          <GalleryCard
            key={item.species}
            item={item}
            photos={photos}
            featured={featured[item.species]}
            eager={index < EAGER_COUNT}
            onOpen={() => setOpenSpecies(item.species)}
          />
        ))}
      </ul>
      {openPhoto ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <PhotoViewer photo={openPhoto} label={m.viewerFullSize(openPhoto.species)} onClose={() => setOpenSpecies(null)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}

type CardProps = { item: GalleryItem; photos: PhotoManifest; featured: FeaturedSpecies | undefined; eager: boolean; onOpen: () => void };

function GalleryCard({ item, photos, featured, eager, onOpen }: CardProps) {
  const photo = photos[item.species];
  useMissingPhotoLog(item.species, !photo);
  const messages = useMessages();
  const m = messages.photo;
  return (
    <li className="gallery-card">
      <figure className="photo-card">
        {photo ? (
          <button type="button" className="photo-card-button" onClick={onOpen} aria-label={m.openFullSize(item.species)}>
            <ResponsivePhoto photo={photo} alt={item.species} sizes={PHOTO_CARD_SIZES} loading={eager ? 'eager' : 'lazy'} base={baseUrl()} className="photo-card-image" />
          </button>
        ) : (
          <PhotoPlaceholder />
        )}
        <figcaption className="gallery-caption">
          <FeaturedSpeciesName className="gallery-species" name={item.species} address={featured?.address} />
          <CommonName className="gallery-common-name" name={featured?.commonName ?? null} />
          {/* The credit is the photo's: none under a placeholder. */}
          {photo && item.credit ? <span className="photo-credit">{m.credit(item.credit)}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}
