import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOUR, BRAND_COLOUR } from './brand-colours.ts';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

describe('the brand colours', () => {
  it('the stylesheet and the favicon use the values the code names', () => {
    const css = read('src/app/styles/global.css');
    expect(css).toContain(`--color-brand: ${BRAND_COLOUR};`);
    expect(css).toContain(`--color-bg: ${BACKGROUND_COLOUR};`);
    expect(read('public/favicon.svg')).toContain(`fill="${BRAND_COLOUR}"`);
  });
});
