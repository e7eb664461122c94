import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import type { ProcessedPhoto } from '../content/derived/photo-manifest.ts';
import { PhotoPlaceholder } from './photo-placeholder.tsx';
import { prefixSrcset, ResponsivePhoto, withBase } from './responsive-photo.tsx';

const photo: ProcessedPhoto = {
  species: 'Potamophylax coronavirus',
  width: 1440,
  height: 800,
  sources: [
    { type: 'image/avif', srcset: 'photos/potamophylax-coronavirus-320-aaaaaaaa.avif 320w, photos/potamophylax-coronavirus-1440-bbbbbbbb.avif 1440w' },
    { type: 'image/webp', srcset: 'photos/potamophylax-coronavirus-320-cccccccc.webp 320w, photos/potamophylax-coronavirus-1440-dddddddd.webp 1440w' },
  ],
  fallback: { src: 'photos/potamophylax-coronavirus-640-eeeeeeee.jpg', width: 640, height: 356 },
  full: { src: 'photos/potamophylax-coronavirus-1440-ffffffff.jpg', width: 1440, height: 800 },
  placeholderColor: '#5a6b3c',
};

describe('ResponsivePhoto', () => {
  const sizes = '(max-width: 600px) calc(100vw - 32px), 400px';

  it('renders AVIF then WebP sources and a sized JPEG <img>, under the base path', () => {
    const html = renderToStaticMarkup(<ResponsivePhoto photo={photo} alt="Potamophylax coronavirus" sizes={sizes} base="/fauna/" className="gallery-photo" />);
    expect(html).toBe(
      '<picture class="gallery-photo">' +
        `<source type="image/avif" srcSet="/fauna/photos/potamophylax-coronavirus-320-aaaaaaaa.avif 320w, /fauna/photos/potamophylax-coronavirus-1440-bbbbbbbb.avif 1440w" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="/fauna/photos/potamophylax-coronavirus-320-cccccccc.webp 320w, /fauna/photos/potamophylax-coronavirus-1440-dddddddd.webp 1440w" sizes="${sizes}"/>` +
        '<img src="/fauna/photos/potamophylax-coronavirus-640-eeeeeeee.jpg" width="1440" height="800" alt="Potamophylax coronavirus" loading="lazy" decoding="async" style="background-color:#5a6b3c"/>' +
        '</picture>',
    );
  });

  it('can load eagerly with high priority, at the root base, without a placeholder colour', () => {
    const plain: ProcessedPhoto = { ...photo, placeholderColor: undefined };
    const html = renderToStaticMarkup(<ResponsivePhoto photo={plain} alt="" sizes={sizes} base="/" loading="eager" fetchPriority="high" />);
    expect(html).toContain('<img src="/photos/potamophylax-coronavirus-640-eeeeeeee.jpg" width="1440" height="800" alt="" loading="eager" decoding="async" fetchPriority="high"/>');
    expect(html).toContain('srcSet="/photos/potamophylax-coronavirus-320-aaaaaaaa.avif 320w, /photos/');
    expect(html).not.toContain('style=');
  });

  it('joins base and URLs with exactly one slash', () => {
    expect(withBase('/fauna', 'photos/a.jpg')).toBe('/fauna/photos/a.jpg');
    expect(withBase('/fauna/', '/photos/a.jpg')).toBe('/fauna/photos/a.jpg');
    expect(withBase('', 'photos/a.jpg')).toBe('/photos/a.jpg');
    expect(prefixSrcset('/x/', ' a.avif 320w,b.avif 640w ')).toBe('/x/a.avif 320w, /x/b.avif 640w');
  });
});

describe('PhotoPlaceholder', () => {
  it('shows a hidden icon and the default Albanian text, with the caller’s class', () => {
    const html = renderToStaticMarkup(<PhotoPlaceholder className="gallery-photo" />);
    expect(html).toMatch(/^<div class="photo-placeholder gallery-photo"><div class="photo-placeholder-content"><svg [^>]*aria-hidden="true"/);
    expect(html).toContain('<span class="photo-placeholder-text">Fotografia nuk është në dispozicion</span>');
  });

  it('takes another text', () => {
    expect(renderToStaticMarkup(<PhotoPlaceholder text="Pa foto" />)).toContain('>Pa foto</span>');
  });
});
