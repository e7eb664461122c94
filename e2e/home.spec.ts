import type { Locator, Page } from '@playwright/test';
import { galleryRows, hasPhoto, listedSpecies, speciesPagePath } from './content.ts';
import { expect, STATISTICS, test, visit } from './fixtures.ts';

test.describe.configure({ mode: 'parallel' });

const PLACEHOLDER_TEXT = 'Fotografia nuk është në dispozicion';

const gallery = (page: Page) => page.getByRole('list', { name: 'Galeria e fotografive' });
const photoButton = (page: Page, species: string) => page.getByRole('button', { name: `Shiko fotografinë e ${species} në madhësi të plotë` });

async function fontStyle(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).fontStyle);
}

/** Scrolls an image into view and waits until it has really loaded (not merely been requested). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

test('the title and the introduction give the statistics of site.json', async ({ tab: page }) => {
  await visit(page, './');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fauna e Kosovës');
  const intro = page.locator('.home-intro');
  await expect(intro).toContainText(
    `janë regjistruar ${STATISTICS.species} lloje, që u përkasin ${STATISTICS.genera} gjinive, ${STATISTICS.families} familjeve dhe ${STATISTICS.orders} rendeve`,
  );
  const figures = page.locator('.statistics .statistic');
  const expected = [
    [STATISTICS.species, 'lloje'],
    [STATISTICS.genera, 'gjini'],
    [STATISTICS.families, 'familje'],
    [STATISTICS.orders, 'rende'],
  ] as const;
  await expect(figures).toHaveCount(expected.length);
  for (const [index, [value, label]] of expected.entries()) {
    await expect(figures.nth(index).locator('dd')).toHaveText(String(value));
    await expect(figures.nth(index).locator('dt')).toHaveText(label);
  }
});

test('the gallery lists gallery.csv in order, names in italics, with the credits given', async ({ tab: page, build }) => {
  const rows = galleryRows(build);
  expect(rows).toHaveLength(15);
  await visit(page, './');
  const cards = gallery(page).getByRole('listitem');
  await expect(cards).toHaveCount(rows.length);
  await expect(gallery(page).locator('.gallery-species')).toHaveText(rows.map((row) => row.species));
  // A credit is shown where it is given; the default content credits nobody, having no photos.
  await expect(gallery(page).locator('.photo-credit')).toHaveText(rows.filter((row) => row.credit !== '').map((row) => `Foto: ${row.credit}`));
  for (const [index, row] of rows.entries()) {
    const name = cards.nth(index).getByText(row.species, { exact: true });
    expect(await fontStyle(name), row.species).toBe('italic');
  }
});

test('a gallery name leads to its species page where a checklist lists the species, in either edition', async ({ tab: page, build }) => {
  const listed = listedSpecies(build);
  const rows = galleryRows(build);
  expect(rows.filter((row) => listed.has(row.species)).length).toBeGreaterThan(0);
  for (const edition of ['', 'en/']) {
    await visit(page, edition);
    const names = page.locator('.gallery-caption .gallery-species');
    await expect(names).toHaveCount(rows.length);
    for (const [index, row] of rows.entries()) {
      const name = names.nth(index);
      if (listed.has(row.species)) await expect(name, row.species).toHaveAttribute('href', new RegExp(`/${edition}${speciesPagePath(row.species)}$`));
      else expect(await name.evaluate((element) => element.tagName), row.species).toBe('I');
    }
  }
  const first = rows.find((row) => listed.has(row.species))!;
  await page.locator('.gallery-caption').getByRole('link', { name: first.species, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${speciesPagePath(first.species)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.species);
});

test.describe("with the owners' photos", () => {
  test.skip(({ build }) => build !== 'owners', "needs photos (owners' content)");

  test('every gallery photo loads, in AVIF or WebP', async ({ page, build }) => {
    const types = new Map<string, string>();
    page.on('response', (response) => types.set(response.url(), response.headers()['content-type'] ?? ''));
    await visit(page, './');
    const rows = galleryRows(build);
    const images = gallery(page).locator('img');
    await expect(images).toHaveCount(rows.length);
    for (const [index, row] of rows.entries()) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute('alt', row.species);
      await expectLoaded(image);
      const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(source, row.species).toMatch(/\.(avif|webp)$/);
      expect(types.get(source), row.species).toMatch(/^image\/(avif|webp)$/);
    }
    await expect(gallery(page).getByText(PLACEHOLDER_TEXT)).toHaveCount(0);
  });

  test('photos keep their box while loading: width/height set, lazy below the fold, no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, './');
    const images = gallery(page).locator('img');
    const initial = await images.evaluateAll((list: HTMLImageElement[]) =>
      list.map((img) => ({
        alt: img.alt,
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        belowFold: img.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    expect(initial.filter((image) => image.belowFold).length).toBeGreaterThan(10);
    for (const image of initial) {
      expect(image.width, image.alt).toBeGreaterThan(0);
      expect(image.height, image.alt).toBeGreaterThan(0);
      if (image.belowFold) expect(image.loading, image.alt).toBe('lazy');
    }
    for (let index = 0; index < initial.length; index += 1) await expectLoaded(images.nth(index));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('a photo opens full size in a modal; a click closes it and focus returns', async ({ tab: page, build }) => {
    const species = galleryRows(build)[0]!.species;
    await visit(page, './');
    const button = photoButton(page, species);
    const cardWidth = await button.locator('img').evaluate((img: HTMLImageElement) => img.width);
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(species));
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const image = dialog.getByRole('img');
    await expectLoaded(image);
    // Full size: larger than the card's photo, and the full JPEG, not a card variant.
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(cardWidth);
    expect(await image.evaluate((img: HTMLImageElement) => img.width)).toBeGreaterThan(cardWidth);
    await dialog.click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('Escape closes the modal and focus returns to the photo', async ({ tab: page, build }) => {
    const species = galleryRows(build)[3]!.species;
    await visit(page, './');
    const button = photoButton(page, species);
    await button.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(species) });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    // It opens again after being closed.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the page behind the modal does not scroll or shift', async ({ playwright, launchOptions, baseURL, build }) => {
    // Headless Chromium hides scrollbars; a classic one, as on most desktops, is what could shift the page.
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
      await visit(page, './');
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
      const button = photoButton(page, galleryRows(build)[7]!.species);
      await button.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.waitForTimeout(500); // the wheel's smooth scroll ends before the position is taken
      const before = await page.evaluate(() => window.scrollY);
      const buttonBox = await button.boundingBox();
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // Nothing behind it moves sideways as the scrollbar goes.
      expect(await button.boundingBox()).toEqual(buttonBox);

      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 600);
      // (Not Space: focus is on the close button, which Space activates.)
      for (const key of ['PageDown', 'ArrowDown', 'End', 'PageUp', 'Home']) await page.keyboard.press(key);
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(500); // smooth scrolling would have moved by now
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(before);

      // Closed: the page is where it was and scrolls again.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    } finally {
      await browser.close();
    }
  });
});

test.describe('without photos (default content)', () => {
  test.skip(({ build }) => galleryRows(build).some((row) => hasPhoto(build, row.species)), 'this build has gallery photos');

  test('each card shows a placeholder, and each missing photo is logged once', async ({ page, build, consoleErrors }) => {
    const rows = galleryRows(build);
    await visit(page, './');
    await expect(gallery(page).getByText(PLACEHOLDER_TEXT, { exact: true })).toHaveCount(rows.length);
    await expect(gallery(page).locator('.photo-placeholder svg')).toHaveCount(rows.length);
    await expect(gallery(page).locator('img, button')).toHaveCount(0);
    // Same 4:3 box as a photo, so the layout does not depend on which photos exist.
    for (const box of await gallery(page).locator('.photo-placeholder').evaluateAll((list) => list.map((element) => element.getBoundingClientRect()))) {
      expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
    }
    const missing = () => consoleErrors.filter((message) => /missing photo/i.test(message));
    await expect.poll(() => missing().length).toBe(rows.length);
    for (const row of rows) expect(missing().filter((message) => message.includes(`${row.species}.jpg`)), row.species).toHaveLength(1);
  });
});
