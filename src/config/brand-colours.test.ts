import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOUR, BRAND_COLOUR } from './brand-colours.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.resolve(root, file), 'utf8');

/** Where the stylesheets may write a colour's value: the palette, and print's black on white. */
const PALETTES = ['src/app/styles/global.css', 'src/app/styles/print.css'];
/** A colour's value: hex, or one of CSS's colour functions (`color-mix` mixes named colours, so it is not one). */
const COLOUR_VALUE = /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)/gi;

/** Colour values written in a stylesheet, with their lines. */
function colourValues(css: string): string[] {
  return css.split('\n').flatMap((line, index) => [...line.matchAll(COLOUR_VALUE)].map(([colour]) => `${index + 1}: ${colour}`));
}

describe('the brand colours', () => {
  it('the stylesheet and the favicon use the values the code names', () => {
    const css = read('src/app/styles/global.css');
    expect(css).toContain(`--color-brand: ${BRAND_COLOUR};`);
    expect(css).toContain(`--color-bg: ${BACKGROUND_COLOUR};`);
    expect(read('public/favicon.svg')).toContain(`fill="${BRAND_COLOUR}"`);
  });

  it('other stylesheets name the palette\'s colours, never repeat their values', () => {
    const sample = '.a {\n  color: var(--color-text-muted, #56615b);\n  border: 1px solid #FFF;\n  background: rgb(255 255 255 / 0.12);\n  outline-color: hsl(150 40% 20%);\n  fill: color-mix(in srgb, var(--color-border) 35%, transparent);\n}';
    expect(colourValues(sample)).toEqual(['2: #56615b', '3: #FFF', '4: rgb(255 255 255 / 0.12)', '5: hsl(150 40% 20%)']);
    const stylesheets = globSync('src/**/*.css', { cwd: root, ignore: PALETTES });
    expect(stylesheets.length).toBeGreaterThan(10);
    expect(stylesheets.flatMap((file) => colourValues(read(file)).map((found) => `${file}:${found}`))).toEqual([]);
  });
});
