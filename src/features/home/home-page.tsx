import type { ReactNode } from 'react';
import { faunaCsvUrl } from '../../config/paths.ts';
import type { PhotoManifest } from '../../content/derived/photo-manifest.ts';
import type { SiteConfig } from '../../content/parse/site-config.ts';
import type { GalleryItem } from '../../content/parse/gallery-csv.ts';
import type { FeaturedSpecies } from '../../content/derived/featured-species.ts';
import { Gallery } from './gallery.tsx';
import { StatisticsList } from '../../components/statistics-list.tsx';
import { useMessages } from '../../i18n/messages.tsx';
import './home-page.css';

/**
 * `featured`: the page and common name of each gallery species, where known; `search`: the site-wide species search,
 * placed under the statistics (composed by the route).
 */
type Props = { config: SiteConfig; gallery: readonly GalleryItem[]; photos: PhotoManifest; featured: Readonly<Record<string, FeaturedSpecies>>; search?: ReactNode };

export function HomePage({ config, gallery, photos, featured, search }: Props) {
  const { species, genera, families, orders } = config.statistics;
  const m = useMessages().home;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-title">
          {m.title}
        </h1>
        <p className="home-intro">{m.intro(species, genera, families, orders)}</p>
        <StatisticsList statistics={config.statistics} />
        <p className="home-download">
          <a href={faunaCsvUrl()} download="fauna-of-kosovo.csv">
            {m.downloadAll}
          </a>
        </p>
        {search}
      </section>
      <section className="home-gallery" aria-labelledby="gallery-title">
        <h2 id="gallery-title">{m.gallery}</h2>
        <Gallery items={gallery} photos={photos} featured={featured} />
      </section>
    </>
  );
}
