// Every species name the checklists list, on every page of both editions, set in italics (decision 0050): read from
// the HTML files the build publishes, then, for the names the site sets in italics by its style, in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { romanNames, type ItalicByStyle } from '../test/typesetting/roman-names.ts';
import { clientDir, htmlFiles } from './builds.ts';
import { listedSpecies } from './content.ts';
import { expect, test, visit } from './fixtures.ts';

/** The references page's links to the species an entry is a source for: italic by the page's style, not by an <i> each. */
const SUPPORTED_SPECIES_LIST = 'reference-species';
const SUPPORTED_SPECIES_LINK = `.${SUPPORTED_SPECIES_LIST} a`;
const hasClass = (element: Element, name: string) => (element.attribs['class'] ?? '').split(/\s+/).includes(name);
const supportedSpeciesLink: ItalicByStyle = (element, ancestors) =>
  element.name === 'a' && ancestors.some((ancestor) => hasClass(ancestor, SUPPORTED_SPECIES_LIST));

test('no page of either edition sets a listed species name in roman', async ({ build }) => {
  const client = clientDir(build);
  const species = listedSpecies(build);
  const files = htmlFiles(client);
  expect(files.length).toBeGreaterThan(10);
  const roman = files.flatMap((file) =>
    romanNames(readFileSync(path.join(client, file), 'utf8'), species, supportedSpeciesLink).map(({ name, context }) => `${file}: ${name} in "${context}"`),
  );
  expect(roman.slice(0, 40)).toEqual([]);
});

test('the names the scan takes as italic by style are italic in the browser', async ({ tab: page }) => {
  await visit(page, 'references');
  const styles = await page.locator(SUPPORTED_SPECIES_LINK).evaluateAll((links) => links.map((link) => getComputedStyle(link).fontStyle));
  expect(styles.length).toBeGreaterThan(3);
  expect(new Set(styles)).toEqual(new Set(['italic']));
});
