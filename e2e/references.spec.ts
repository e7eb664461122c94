import { listedSpecies, referenceCount } from './content.ts';
import { expect, test, visit } from './fixtures.ts';
import { laidOutScreens, PHONE } from './laid-out.ts';

test('the references page lists the bibliography with working DOI links', async ({ tab: page, build }) => {
  await visit(page, 'references');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referencat');
  const entries = page.locator('main ol > li'); // each entry; the species an entry supports are a list inside it
  await expect(entries).toHaveCount(referenceCount(build));

  const doiLinks = page.locator('main a[href^="https://doi.org/10."]');
  expect(await doiLinks.count()).toBeGreaterThan(build === 'owners' ? 50 : 3);
  for (const href of await doiLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
    expect(href).toMatch(/^https:\/\/doi\.org\/10\.\d{4,9}\/\S+[^.,;)]$/);
  }
  for (const href of await page.locator('main a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
    expect(() => new URL(href)).not.toThrow();
    expect(href).not.toMatch(/\s/);
  }
  await expect(page.locator('main')).not.toContainText('*');
  expect(await page.locator('main ol > li i').count()).toBeGreaterThan(3);
});

test("a listed species named in a publication's title is set in italics", async ({ tab: page, build }) => {
  await visit(page, 'references');
  // Each entry's own text, without the list of the species it is a source for.
  const entries = await page.locator('main ol > li').evaluateAll((items) =>
    items.map((item) => {
      const entry = item.cloneNode(true) as HTMLElement;
      entry.querySelector('.reference-species')?.remove();
      return { text: entry.textContent ?? '', italic: [...entry.querySelectorAll('i')].map((i) => i.textContent ?? '') };
    }),
  );
  const named = [...listedSpecies(build)].flatMap((name) => entries.filter((entry) => entry.text.includes(`${name} `)).map((entry) => ({ name, entry })));
  expect(named.length, 'entries naming a listed species').toBeGreaterThan(build === 'owners' ? 10 : 2);
  for (const { name, entry } of named) expect(entry.italic.some((text) => text.includes(name)), `${name} in "${entry.text.slice(0, 120)}"`).toBe(true);
});

test('references are in alphabetical order', async ({ tab: page }) => {
  await visit(page, 'references');
  const texts = await page.locator('main ol > li').allTextContents();
  const sorted = [...texts].sort(new Intl.Collator('sq', { sensitivity: 'base' }).compare);
  expect(texts.map((text) => text.slice(0, 3))).toEqual(sorted.map((text) => text.slice(0, 3)));
});

test('each entry has its own ref- anchor, and an address with it scrolls to the entry', async ({ tab: page }) => {
  await visit(page, 'references');
  const ids = await page.locator('main ol > li').evaluateAll((items) => items.map((item) => item.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^ref-[a-z0-9]+(?:-[a-z0-9]+)*$/);
  const last = ids.at(-1)!;
  await page.goto(`references#${last}`);
  const entry = page.locator(`[id="${last}"]`);
  await expect(entry).toBeInViewport();
  expect(await entry.evaluate((element) => element.matches(':target'))).toBe(true);
});

// Decision 0055: entries off screen are skipped by layout and paint, and an entry clips what it paints.
test('each entry holds the focus rings of its links and its toggle (an entry clips what it paints)', async ({ tab: page }) => {
  await visit(page, 'references');
  const outside = await page.locator('main ol > li').evaluateAll((entries) => {
    const RING = 4; // references.css: an outline of 2 px, 2 px out
    for (const details of document.querySelectorAll('main ol > li details')) (details as HTMLDetailsElement).open = true;
    return entries.flatMap((entry) => {
      entry.scrollIntoView();
      const box = entry.getBoundingClientRect();
      return [...entry.querySelectorAll('a, summary')].flatMap((target) =>
        [...target.getClientRects()]
          .filter((part) => part.left - RING < box.left || part.right + RING > box.right || part.top - RING < box.top || part.bottom + RING > box.bottom)
          .map((part) => `${entry.id}: "${target.textContent}" at ${Math.round(part.left - box.left)},${Math.round(part.top - box.top)} of ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    });
  });
  expect(outside).toEqual([]);
});

test.describe("on a phone, the first load (owners' content)", () => {
  test.skip(({ build }) => build !== 'owners', "the owners' bibliography is many screens long; the default one is three");
  test.use(PHONE);

  test('lays out the entries near the screen only: four screens at most', async ({ page }) => {
    await visit(page, 'references');
    const screens = await laidOutScreens(page, 'main ol > li');
    expect(screens.scrollY, 'the page opens at its top').toBe(0);
    expect(screens.list, 'the list is many screens long').toBeGreaterThan(10);
    expect(screens.laidOut, 'some entries are laid out').toBeGreaterThan(0);
    expect(screens.laidOut, 'screens of entries laid out').toBeLessThanOrEqual(4);
  });
});
