/**
 * The site's colours where code names them (the browser's theme colour, the web app manifest, the icons). The
 * stylesheet and the favicon hold the same values as CSS variables and SVG fills; brand-colours.test.ts checks that
 * they agree.
 */
export const BRAND_COLOUR = '#1f4d3a';
/** The page background. */
export const BACKGROUND_COLOUR = '#fbfaf7';
