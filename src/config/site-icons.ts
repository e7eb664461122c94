// The site's icons: drawn by the build from one drawing (scripts/offline-build.ts), linked by the pages and the web
// app manifest. One definition of their files.

export type SiteIcon = { file: string; size: number; purpose: 'any' | 'maskable' };

/** The drawing every icon is made from (in `public/`). No page links it: see FAVICON. */
export const ICON_DRAWING = 'favicon.svg';

/**
 * The tab's icon, a PNG. Linked as SVG it cost each page a main-thread task as it loaded: Chromium makes an SVG image
 * a document of its own (9–100 ms with the CPU 4× slower; docs/decisions/0053).
 */
export const FAVICON: SiteIcon = { file: 'icons/favicon-48.png', size: 48, purpose: 'any' };

/** The web app manifest's icons: for a home screen, and a full-bleed one for masks. */
export const APP_ICONS: readonly SiteIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS's home-screen icon. */
export const APPLE_TOUCH_ICON: SiteIcon = APP_ICONS[0]!;

/** An icon's size as `sizes` in HTML and in the web app manifest write it: `48x48`. */
export const iconSizes = (icon: SiteIcon): string => `${icon.size}x${icon.size}`;
