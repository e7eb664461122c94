import { Suspense, useState } from 'react';
import type { EndemicContent } from '../../content/parse/endemic.ts';
import { photoKey, type PhotoManifest } from '../../content/derived/photo-manifest.ts';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary.tsx';
import { lazyChunk } from '../../components/lazy-chunk.ts';
import { EndemicCard } from './endemic-card.tsx';
import './endemic-page.css';

const PhotoViewer = lazyChunk('photo-viewer', () => import('../../components/photo-viewer.tsx'));

type Props = { content: EndemicContent; photos: PhotoManifest };

export function EndemicPage({ content, photos }: Props) {
  // At most one card is expanded and at most one photo open, page-wide.
  const [expanded, setExpanded] = useState<string | null>(null);
  const [openPhoto, setOpenPhoto] = useState<string | null>(null);
  const photoOf = (file: string | null) => (file ? photos[photoKey(file)] : undefined);
  const viewed = openPhoto ? photos[openPhoto] : undefined;
  const total = content.groups.reduce((sum, group) => sum + group.species.length, 0);

  return (
    <>
      <section className="endemic-hero" aria-labelledby="endemic-title">
        <h1 id="endemic-title" className="endemic-title">
          Llojet Endemike të Kosovës
        </h1>
        <p className="endemic-subtitle">Kafshët që i ka vetëm Kosova: {total} lloje në këtë listë</p>
        <p className="endemic-intro">
          Llojet endemike janë lloje që gjenden vetëm në një zonë të caktuar gjeografike dhe askund tjetër në botë.
          Në Kosovë shumë prej tyre jetojnë në burime dhe përrenj malorë, dhe disa janë përshkruar si lloje të reja për
          shkencën vetëm vitet e fundit.
        </p>
      </section>

      {content.groups.map((group) => (
        <section key={group.title} className="endemic-group" aria-labelledby={`group-${slug(group.title)}`}>
          <div className="endemic-group-title">
            <h2 id={`group-${slug(group.title)}`}>{group.title}</h2>
            <span className="endemic-group-count">({group.species.length} lloje)</span>
          </div>
          <ul className="photo-card-grid">
            {group.species.map((species) => (
              <EndemicCard
                key={species.name}
                species={species}
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
        <h2 id="protection-title">Mbrojtja e Llojeve Endemike</h2>
        <p>
          Shumë nga këto lloje njihen vetëm nga një ose pak vende, prandaj çdo ndryshim i habitatit të tyre mund t’i
          zhdukë përgjithmonë. Kërcënimet kryesore janë humbja e habitateve, ndërtimi i hidrocentraleve në lumenjtë
          malorë dhe ndotja e ujërave. Mbrojtja e burimeve, e përrenjve dhe e shpellave ku ato jetojnë është mbrojtje e
          një pasurie që nuk gjendet askund tjetër.
        </p>
      </section>

      {viewed ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <PhotoViewer photo={viewed} label={`${viewed.species} – fotografi`} onClose={() => setOpenPhoto(null)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
