/**
 * The widths at which a layout changes, each named once. Stylesheets use them as custom media (`@media (--phone)`,
 * expanded by the build: scripts/build/custom-media.ts); components use them in the `sizes` of their photos.
 */
const PHONE_MAX_WIDTH = '640px';

export const BREAKPOINTS = {
  /** Down to 320 px (WCAG's reflow): tables lose their padding. */
  narrowest: '(max-width: 24rem)',
  /** A narrow phone: statistics two a row, the checklist's menus one a row. */
  narrowPhone: '(max-width: 30rem)',
  /** Photo cards (17rem columns at least) one a row. */
  oneCardPerRow: '(max-width: 599px)',
  /** Photo cards two a row. */
  twoCardsPerRow: '(max-width: 959px)',
  /** A phone: the checklist's rows become cards. */
  phone: `(max-width: ${PHONE_MAX_WIDTH})`,
  /** Wider than a phone: the checklist is a table. */
  widerThanPhone: `not all and (max-width: ${PHONE_MAX_WIDTH})`,
  /** The header's links behind a menu button. */
  compactHeader: '(max-width: 860px)',
  /** A bibliography entry takes about three lines, not six. */
  wideText: '(min-width: 48rem)',
  /** Wider than the content (`--content-width` in global.css): a banner's lower corners are rounded. */
  widerThanContent: '(min-width: 72rem)',
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The name a stylesheet writes: `phone` → `--phone`, `widerThanPhone` → `--wider-than-phone`. */
export function customMediaName(breakpoint: Breakpoint): string {
  return `--${breakpoint.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A photo card's displayed width: the whole width on a phone, half on a tablet, a grid column beyond. */
export const PHOTO_CARD_SIZES = `${BREAKPOINTS.oneCardPerRow} calc(100vw - 2rem), ${BREAKPOINTS.twoCardsPerRow} calc(50vw - 2rem), 360px`;
