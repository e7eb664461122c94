import type { Locator, Page } from '@playwright/test';
import { endemicGroups, hasPhoto, listedSpecies, speciesPagePath, type EndemicSpecies } from './content.ts';
import type { BuildName } from './builds.ts';
import { expect, SAME_AS_SUBPATH, test, visit } from './fixtures.ts';

test.skip(({ build }) => build === 'default', SAME_AS_SUBPATH);

test.describe.configure({ mode: 'parallel' });

const PLACEHOLDER_TEXT = 'Fotografia nuk është në dispozicion';
const LIMIT = 150;

/** The groups the issue asks for, in order, with their number of species. */
const GROUPS = [
  ['Merimangat (Araneae)', 4],
  ['Insektet Ujore (Trichoptera)', 7],
  ['Kërmij (Gastropoda)', 3],
  ['Shumkëmbëshat (Diplopoda)', 1],
  ['Brumbujt (Coleoptera)', 3],
  ['Izopodët (Isopoda)', 1],
] as const;

/** The two species whose photos the owners supplied. */
const WITH_PHOTOS = ['Potamophylax coronavirus', 'Potamophylax kosovaensis'];

const allSpecies = (build: BuildName) => endemicGroups(build).flatMap((group) => group.species);
const photoShown = (build: BuildName, species: EndemicSpecies) => species.photo !== null && hasPhoto(build, species.photo.replace(/\.jpe?g$/i, ''));
const groupSection = (page: Page, title: string) => page.locator('section.endemic-group').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
const card = (page: Page, name: string) => page.locator('.endemic-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const photoButton = (page: Page, name: string) => page.getByRole('button', { name: `Shiko fotografinë e ${name}`, exact: true });
const description = (cardLocator: Locator) => cardLocator.locator('.endemic-description');
const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent ?? '');

function shortened(text: string): string {
  const characters = [...text];
  return characters.length > LIMIT ? `${characters.slice(0, LIMIT).join('')}...` : text;
}

test('the hero has the title, the subtitle and an introduction to endemism', async ({ tab: page, build }) => {
  await visit(page, 'endemic');
  const hero = page.locator('.endemic-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Llojet Endemike të Kosovës');
  await expect(hero.locator('.endemic-subtitle')).toBeVisible();
  await expect(hero.locator('.endemic-subtitle')).toContainText(`${allSpecies(build).length} lloje`);
  await expect(hero.locator('.endemic-intro')).toContainText('gjenden vetëm në një zonë të caktuar gjeografike');
});

test('the groups come in order with their species cards', async ({ tab: page, build }) => {
  const groups = endemicGroups(build);
  expect(groups.map((group) => [group.title, group.species.length])).toEqual(GROUPS.map(([title, count]) => [title, count]));
  await visit(page, 'endemic');
  const headings = page.locator('section.endemic-group').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(GROUPS.length);
  for (const [index, [title, count]] of GROUPS.entries()) {
    await expect(headings.nth(index)).toHaveText(title); // exactly the specification's text; the count stands beside it
    await expect(groupSection(page, title).getByRole('listitem')).toHaveCount(count);
    await expect(groupSection(page, title).getByRole('heading', { level: 3 })).toHaveText(groups[index]!.species.map((species) => species.name));
  }
});

test('a species name leads to its species page where a checklist lists the species', async ({ tab: page, build }) => {
  const listed = listedSpecies(build);
  const species = allSpecies(build);
  await visit(page, 'endemic');
  for (const { name } of species) {
    const heading = card(page, name).getByRole('heading', { level: 3 });
    if (listed.has(name)) await expect(heading.getByRole('link'), name).toHaveAttribute('href', new RegExp(`/${speciesPagePath(name)}$`));
    else await expect(heading.getByRole('link'), name).toHaveCount(0);
  }
  const first = species.find(({ name }) => listed.has(name))!;
  await card(page, first.name).getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${speciesPagePath(first.name)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name);
});

test("an endemic species' page names its group after a colon, linked to this page, with its description", async ({ tab: page, build }) => {
  const listed = listedSpecies(build);
  const group = endemicGroups(build).find(({ species }) => species.some(({ name }) => listed.has(name)))!;
  const species = group.species.find(({ name }) => listed.has(name))!;
  await visit(page, speciesPagePath(species.name));
  const section = page.locator('section.species-endemic');
  // The group's title carries its own parentheses: "Lloj endemik: Merimangat (Araneae)", never "(… (Araneae))".
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`Lloj endemik: ${group.title}`);
  await expect(section.getByRole('link', { name: group.title, exact: true })).toHaveAttribute('href', /\/endemic$/);
  if (species.description) await expect(section.locator('p').first()).toHaveText(species.description);
});

test('each card shows the name in italics, the authority, and a description cut at 150 characters', async ({ tab: page, build }) => {
  await visit(page, 'endemic');
  const shown = await page.locator('.endemic-card').evaluateAll((cards) =>
    cards.map((element) => {
      const name = element.querySelector('h3');
      return {
        name: name?.textContent ?? '',
        nameStyle: name?.querySelector('i, em') ? getComputedStyle(name.querySelector('i, em')!).fontStyle : '',
        authority: element.querySelector('.endemic-authority')?.textContent ?? null,
        description: element.querySelector('.endemic-description')?.textContent ?? '',
        toggle: element.querySelector('button[aria-expanded]')?.textContent ?? null,
      };
    }),
  );
  expect(shown.map((entry) => entry.name)).toEqual(allSpecies(build).map((species) => species.name));
  for (const [index, species] of allSpecies(build).entries()) {
    const entry = shown[index]!;
    expect(entry.nameStyle, species.name).toBe('italic');
    expect(entry.authority, species.name).toBe(species.authority);
    expect(entry.description, species.name).toBe(shortened(species.description));
    if ([...species.description].length > LIMIT) {
      expect([...entry.description].length, species.name).toBe(LIMIT + 3);
      expect(entry.toggle, species.name).toBe('Lexo më shumë');
    } else {
      expect(entry.toggle, species.name).toBeNull();
    }
  }
});

test('a genus or species named in a description is set in italics, a family is not (both editions)', async ({ tab: page, build }) => {
  // A description that names the species' own genus as a word: the genus is a name the site knows.
  const species = allSpecies(build).find((entry) => new RegExp(`(^|[^\\p{L}])${entry.name.split(' ')[0]}(?![\\p{L}])`, 'u').test(entry.description));
  expect(species, 'a description that names its genus').toBeDefined();
  const genus = species!.name.split(' ')[0]!;
  for (const edition of ['endemic', 'en/endemic']) {
    await visit(page, edition);
    const speciesCard = page.locator('.endemic-card').filter({ has: page.getByRole('heading', { level: 3, name: species!.name, exact: true }) });
    const italic = await description(speciesCard).locator('i').allTextContents();
    expect(italic.some((text) => text === genus || text.startsWith(`${genus} `)), `${edition}: ${italic.join(', ')}`).toBe(true);
    expect(italic.filter((text) => /idae\b/.test(text)), edition).toEqual([]);
    await expect(description(speciesCard).locator('i').first()).toHaveCSS('font-style', 'italic');
  }
});

test("'Lexo më shumë' expands a description, 'Shfaq më pak' collapses it", async ({ tab: page, build }) => {
  const species = allSpecies(build).find((entry) => [...entry.description].length > LIMIT)!;
  await visit(page, 'endemic');
  const speciesCard = card(page, species.name);
  await speciesCard.getByRole('button', { name: 'Lexo më shumë' }).click();
  expect(await textOf(description(speciesCard))).toBe(species.description);
  const collapse = speciesCard.getByRole('button', { name: 'Shfaq më pak' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  expect(await textOf(description(speciesCard))).toBe(shortened(species.description));
  await expect(speciesCard.getByRole('button', { name: 'Lexo më shumë' })).toHaveAttribute('aria-expanded', 'false');
});

test('at most one card is expanded: expanding another moves the expansion there', async ({ tab: page, build }) => {
  const long = allSpecies(build).filter((entry) => [...entry.description].length > LIMIT);
  const [first, second] = [long[0]!, long.at(-1)!];
  await visit(page, 'endemic');
  await card(page, first.name).getByRole('button', { name: 'Lexo më shumë' }).click();
  await card(page, second.name).getByRole('button', { name: 'Lexo më shumë' }).click();
  expect(await textOf(description(card(page, second.name)))).toBe(second.description);
  expect(await textOf(description(card(page, first.name)))).toBe(shortened(first.description));
  await expect(page.getByRole('button', { name: 'Shfaq më pak' })).toHaveCount(1);
  await expect(page.locator('.endemic-card button[aria-expanded="true"]')).toHaveCount(1);
});

test('cards without a photo show the placeholder, and each missing photo is logged once', async ({ page, build, consoleErrors }) => {
  const missing = allSpecies(build).filter((species) => !photoShown(build, species));
  await visit(page, 'endemic');
  for (const species of allSpecies(build)) {
    const speciesCard = card(page, species.name);
    if (photoShown(build, species)) {
      await expect(speciesCard.locator('.photo-placeholder')).toHaveCount(0);
      await expect(speciesCard.getByRole('img', { name: species.name })).toHaveCount(1);
    } else {
      await expect(speciesCard.getByText(PLACEHOLDER_TEXT, { exact: true })).toBeVisible();
      await expect(speciesCard.locator('.photo-placeholder svg')).toHaveCount(1);
      await expect(speciesCard.locator('img')).toHaveCount(0);
    }
  }
  const logged = () => consoleErrors.filter((message) => /missing photo/i.test(message));
  await expect.poll(() => logged().length).toBe(missing.length);
  for (const species of missing) expect(logged().filter((message) => message.includes(species.name)), species.name).toHaveLength(1);
});

test('the Coleoptera and Isopoda species have no photos', async ({ tab: page }) => {
  await visit(page, 'endemic');
  for (const title of ['Brumbujt (Coleoptera)', 'Izopodët (Isopoda)']) {
    const section = groupSection(page, title);
    const count = await section.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await expect(section.getByText(PLACEHOLDER_TEXT, { exact: true })).toHaveCount(count);
    await expect(section.locator('img')).toHaveCount(0);
  }
});

test('the closing section is about protecting endemic species', async ({ tab: page }) => {
  await visit(page, 'endemic');
  const section = page.getByRole('region', { name: 'Mbrojtja e Llojeve Endemike' });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Mbrojtja e Llojeve Endemike');
  await expect(section).toContainText('humbja e habitateve');
  await expect(section).toContainText('hidrocentrale');
  await expect(section).toContainText('ndotja e ujërave');
});

test.describe("photos (owners' content)", () => {
  test.skip(({ build }) => build !== 'owners', "needs photos (owners' content)");

  test('the two Potamophylax photos load with their size set, lazily', async ({ page, build }) => {
    expect(allSpecies(build).filter((species) => photoShown(build, species)).map((species) => species.name)).toEqual(WITH_PHOTOS);
    await visit(page, 'endemic');
    for (const name of WITH_PHOTOS) {
      const image = photoButton(page, name).getByRole('img', { name });
      await expect(image).toHaveAttribute('loading', 'lazy');
      expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
    }
  });

  test('a photo opens in an overlay; a click or Escape closes it; one at a time', async ({ tab: page }) => {
    await visit(page, 'endemic');
    const dialog = page.getByRole('dialog');
    for (const name of WITH_PHOTOS) {
      const button = photoButton(page, name);
      await button.click();
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toHaveAccessibleName(new RegExp(name));
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await dialog.click();
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();

      await button.click();
      await expect(dialog).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });
});

test.describe('photos (default content)', () => {
  test.skip(({ build }) => build === 'owners', "the owners' content has these photos");

  test('the Potamophylax cards show placeholders', async ({ tab: page }) => {
    await visit(page, 'endemic');
    for (const name of WITH_PHOTOS) {
      await expect(card(page, name).getByText(PLACEHOLDER_TEXT, { exact: true })).toBeVisible();
      await expect(photoButton(page, name)).toHaveCount(0);
    }
    await expect(page.locator('main img')).toHaveCount(0);
  });
});
