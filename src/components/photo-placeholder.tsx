import { useMessages } from '../i18n/messages.tsx';
import './photo-placeholder.css';

type Props = {
  /** Visible text under the icon (the catalogue's 'no photo' by default). */
  text?: string;
  className?: string;
};

/** Stands in for a missing photo, keeping the photo's box (aspect ratio) so the layout does not change. */
export function PhotoPlaceholder({ text, className }: Props) {
  const messages = useMessages();
  return (
    <div className={className ? `photo-placeholder ${className}` : 'photo-placeholder'}>
      <div className="photo-placeholder-content">
        <svg className="photo-placeholder-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M3 8.5A1.5 1.5 0 0 1 4.5 7h2.6l1.5-2.2A1 1 0 0 1 9.4 4.4h5.2a1 1 0 0 1 .8.4L16.9 7h2.6A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12.8" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="17.6" cy="9.6" r="0.8" fill="currentColor" />
        </svg>
        <span className="photo-placeholder-text">{text ?? messages.photo.unavailable}</span>
      </div>
    </div>
  );
}
