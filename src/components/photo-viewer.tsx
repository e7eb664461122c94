import { useEffect, useRef } from 'react';
import { siteUrl } from '../config/paths.ts';
import type { ProcessedPhoto } from '../content/derived/photo-manifest.ts';
import { useMessages } from '../i18n/messages.tsx';
import './photo-viewer.css';

type Props = { photo: ProcessedPhoto; label: string; onClose: () => void };

/**
 * A photo at full size in a modal dialog. Clicking anywhere or pressing Escape closes it; focus moves
 * into the dialog and back to the opener (native <dialog>), and the page behind does not scroll.
 * Loaded as its own chunk (see lazyChunk) so that pages do not pay for it until a photo is opened.
 */
export default function PhotoViewer({ photo, label, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const messages = useMessages();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    dialog.showModal();
    document.body.style.setProperty('--scrollbar-width', `${scrollbarWidth}px`);
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      document.body.style.removeProperty('--scrollbar-width');
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="photo-viewer"
      aria-label={label}
      onClick={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <img className="photo-viewer-image" src={siteUrl(photo.full.src)} width={photo.full.width} height={photo.full.height} alt={label} />
      <button type="button" className="photo-viewer-close" aria-label={messages.photo.close} autoFocus>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
