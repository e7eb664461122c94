import type { EndemicSpecies } from '../../content/parse/endemic.ts';
import type { ProcessedPhoto } from '../../content/derived/photo-manifest.ts';
import { CommonName } from '../../components/common-name.tsx';
import { FeaturedSpeciesName } from '../../components/featured-species-name.tsx';
import type { FeaturedSpecies } from '../../content/derived/featured-species.ts';
import { PhotoPlaceholder } from '../../components/photo-placeholder.tsx';
import { ResponsivePhoto } from '../../components/responsive-photo.tsx';
import { useMissingPhotoLog } from '../../components/use-missing-photo-log.ts';
import { PHOTO_CARD_SIZES } from '../../config/breakpoints.ts';
import { baseUrl } from '../../config/paths.ts';
import { useMessages } from '../../i18n/messages.tsx';
import { truncateDescription } from './truncate.ts';
import { nameRuns, type NamesInTexts } from '../../content/derived/names-in-text.ts';
import { Runs, TextWithNames } from '../../components/name-runs.tsx';
import { useInPageLanguage, useLangOf } from '../../components/text-in-language.tsx';
import '../../components/photo-card.css';


type Props = {
  species: EndemicSpecies;
  /** Its species page, when a checklist lists it, and its common name, when known. */
  featured: FeaturedSpecies | undefined;
  /** Where the scientific names in the texts stand, to set them in italics. */
  names: NamesInTexts;
  photo: ProcessedPhoto | undefined;
  expanded: boolean;
  onToggle: () => void;
  onOpenPhoto: () => void;
};

export function EndemicCard({ species, featured, names, photo, expanded, onToggle, onOpenPhoto }: Props) {
  useMissingPhotoLog(species.name, !photo);
  const messages = useMessages();
  const inPageLanguage = useInPageLanguage();
  const langOf = useLangOf();
  const description = inPageLanguage({ sq: species.description, en: species.descriptionEn });
  const conservation = species.conservation === null ? null : inPageLanguage({ sq: species.conservation, en: species.conservationEn });
  const runs = nameRuns(description.text, names[description.text] ?? []);
  const short = truncateDescription(runs);
  const descriptionId = `description-${species.name.replace(/\s+/g, '-')}`;

  return (
    <li className="endemic-card">
      <article className="photo-card">
        {photo ? (
          <button type="button" className="photo-card-button" onClick={onOpenPhoto} aria-label={messages.photo.open(species.name)}>
            <ResponsivePhoto photo={photo} alt={species.name} sizes={PHOTO_CARD_SIZES} loading="lazy" base={baseUrl()} className="photo-card-image" />
          </button>
        ) : (
          <PhotoPlaceholder />
        )}
        <div className="endemic-card-body">
          <h3 className="endemic-name">
            <FeaturedSpeciesName name={species.name} address={featured?.address} />
          </h3>
          <CommonName className="endemic-common-name" name={featured?.commonName ?? null} />
          {species.authority ? <p className="endemic-authority">{species.authority}</p> : null}
          {conservation?.text ? (
            <p className="endemic-status" {...langOf(conservation)}>
              <TextWithNames text={conservation.text} names={names} />
            </p>
          ) : null}
          <p id={descriptionId} className="endemic-description" {...langOf(description)}>
            <Runs runs={expanded ? runs : short.runs} />
          </p>
          {short.truncated ? (
            <button type="button" className="text-button" aria-expanded={expanded} aria-controls={descriptionId} onClick={onToggle}>
              {expanded ? messages.endemic.showLess : messages.endemic.readMore}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
