import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { hasOwnersContent } from './builds.ts';
import { CITATION, expect, familyPath, GROUP_NAMES, test, visit } from './fixtures.ts';

test.skip(({ build }) => build === 'subpath', 'same pages as the default build, under another path');

/**
 * The WCAG A/AA violations on the page as it is now, one readable line per failing element. Long lists lay out a batch
 * of rows only once it has been on screen (content-visibility); until then its height is an estimate and its rows may
 * overlap the next batch. The page is first scrolled through, as a reader would, so that axe measures the real layout.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
    await new Promise(requestAnimationFrame);
  });
  return axeViolations(page);
}

// Every Albanian page of a kind, and the English edition's twins of one page of each kind (the same components).
// With the owners' content, their build has every kind of page: the default build then checks only the pages whose
// content is of another kind (its own endemic texts in English, a release page with changes).
const DEFAULT_CONTENT_PAGES = ['./', 'endemic', `releases/${CITATION.version}`, 'en/', 'en/endemic', `en/releases/${CITATION.version}`];
const PAGES = ['./', 'endemic', 'references', `releases/${CITATION.version}`, 'error', 'no/such/page', ...GROUP_NAMES.map(familyPath), 'en/', 'en/endemic', 'en/references', `en/releases/${CITATION.version}`, 'en/no/such/page', `en/${familyPath(GROUP_NAMES[0]!)}`];

// At 1280 px one page of each kind: the group pages differ from each other in their rows, which the phone width checks.
const WIDE_PAGES = PAGES.filter((path) => !path.includes('families/') || path.endsWith(familyPath(GROUP_NAMES[0]!)));

for (const width of [375, 1280]) {
  test.describe(`WCAG 2.2 AA at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of width < 600 ? PAGES : WIDE_PAGES) {
      test(`${decodeURIComponent(path)} has no violations`, async ({ tab, tabReport, build }) => {
        test.skip(build === 'default' && hasOwnersContent && !DEFAULT_CONTENT_PAGES.includes(path), "the owners' build checks this kind of page");
        // The owners' longest lists took up to 29 s on a busy two-core machine: scrolled through, then checked.
        test.setTimeout(60_000);
        await visit(tab, path);
        expect(await violations(tab)).toEqual([]);
        expect(tabReport.cspViolations, 'axe ran under the page’s own policy').toEqual([]);
      });
    }
  });
}

test.describe('open widgets have no violations', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, './');
    await page.getByRole('button', { name: 'Hap menynë' }).click();
    await expect(page.getByRole('link', { name: 'Llojet Endemike' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the group dropdown, open', async ({ page }) => {
    await visit(page, './');
    await page.getByRole('button', { name: 'Grupet Shtazore' }).click();
    await expect(page.getByRole('link', { name: GROUP_NAMES[0]! })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the gallery photo viewer, open', async ({ page, build }) => {
    test.skip(build !== 'owners', 'the default content has no photos');
    await visit(page, './');
    await page.getByRole('button', { name: /^Shiko fotografinë e .* në madhësi të plotë$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an endemic card, expanded', async ({ page }) => {
    await visit(page, 'endemic');
    await page.getByRole('button', { name: 'Lexo më shumë' }).first().click();
    await expect(page.getByRole('button', { name: 'Shfaq më pak' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('the check itself finds a violation: an unlabelled image and low-contrast text', async ({ page }) => {
  await visit(page, 'error');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><p>pak kontrast</p>');
    // Styled through the CSSOM, which the page's policy allows (a style attribute in markup it blocks).
    Object.assign(main.querySelector<HTMLElement>('p:last-child')!.style, { color: '#ddd', background: '#fff' });
  });
  const found = await violations(page);
  expect(found.some((line) => line.startsWith('image-alt:'))).toBe(true);
  expect(found.some((line) => line.startsWith('color-contrast:'))).toBe(true);
});
