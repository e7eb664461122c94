import { Suspense, useState } from 'react';
import type { EndemicContent } from '../../content/parse/endemic.ts';
import { photoKey, type PhotoManifest } from '../../content/derived/photo-manifest.ts';
import { asciiSlug } from '../../content/derived/ascii-slug.ts';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary.tsx';
import { lazyChunk } from '../../components/lazy-chunk.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { EndemicCard } from './endemic-card.tsx';
import type { FeaturedSpecies } from '../../content/derived/featured-species.ts';
import type { NamesInTexts } from '../../content/derived/names-in-text.ts';
import { useInPageLanguage, useLangOf } from '../../components/text-in-language.tsx';
import './endemic-page.css';

const PhotoViewer = lazyChunk('photo-viewer', () => import('../../components/photo-viewer.tsx'));

/**
 * `featured`: the page and common name of each endemic species, where known; `names`: the scientific names its texts
 * hold, set in italics.
 */
type Props = { content: EndemicContent; photos: PhotoManifest; featured: Readonly<Record<string, FeaturedSpecies>>; names: NamesInTexts };

export function EndemicPage({ content, photos, featured, names }: Props) {
  // At most one card is expanded and at most one photo open, page-wide.
  const { endemic: m, photo: photoText } = useMessages();
  const inPageLanguage = useInPageLanguage();
  const langOf = useLangOf();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [openPhoto, setOpenPhoto] = useState<string | null>(null);
  const photoOf = (file: string | null) => (file ? photos[photoKey(file)] : undefined);
  const viewed = openPhoto ? photos[openPhoto] : undefined;
  const total = content.groups.reduce((sum, group) => sum + group.species.length, 0);

  return (
    <>
      <section className="endemic-hero" aria-labelledby="endemic-title">
        <h1 id="endemic-title" className="endemic-title">
          {m.title}
        </h1>
        <p className="endemic-subtitle">{m.subtitle(total)}</p>
        <p className="endemic-intro">{m.intro}</p>
      </section>

      {content.groups.map((group) => (
        <section key={group.title} className="endemic-group" aria-labelledby={`group-${asciiSlug(group.title)}`}>
          <div className="endemic-group-title">
            {/* The id from the Albanian title: the same anchor in both editions. */}
            <h2 id={`group-${asciiSlug(group.title)}`} {...langOf(inPageLanguage({ sq: group.title, en: group.titleEn }))}>
              {inPageLanguage({ sq: group.title, en: group.titleEn }).text}
            </h2>
            <span className="endemic-group-count">{m.groupCount(group.species.length)}</span>
          </div>
          <ul className="photo-card-grid">
            {group.species.map((species) => (
              <EndemicCard
                key={species.name}
                species={species}
                featured={featured[species.name]}
                names={names}
                photo={photoOf(species.photo)}
                expanded={expanded === species.name}
                onToggle={() => setExpanded((current) => (current === species.name ? null : species.name))}
                onOpenPhoto={() => species.photo && setOpenPhoto(photoKey(species.photo))}
              />
            ))}
          </ul>
        </section>
      ))}

      <section className="endemic-protection" aria-labelledby="protection-title">
        <h2 id="protection-title">{m.protectionTitle}</h2>
        <p>{m.protection}</p>
      </section>

      {viewed ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <PhotoViewer photo={viewed} label={photoText.viewer(viewed.species)} onClose={() => setOpenPhoto(null)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
