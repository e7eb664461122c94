// "About the data", in both editions: it answers, in its language; every file it offers is published; its tables list
// what the published Darwin Core Archive and Catalogue of Life package hold; it passes axe.
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE, FAUNA_CSV_FILE, inEdition, paths } from '../src/config/paths.ts';
import { en } from '../src/i18n/messages-en.ts';
import { sq, type Messages } from '../src/i18n/messages-sq.ts';
import { axeViolations } from './axe.ts';
import { expect, GROUP_NAMES, test, visit } from './fixtures.ts';

/** The page in each edition, relative to the base URL. */
const EDITIONS: { path: string; home: string; messages: Messages }[] = [
  { path: paths.aboutData.href().slice(1), home: './', messages: sq },
  { path: inEdition('en', paths.aboutData.href()).slice(1), home: inEdition('en', paths.home.href()).slice(1), messages: en },
];

/** The links of the page's files (`a[download]`), as absolute addresses. */
async function downloadLinks(page: Page): Promise<string[]> {
  return page.locator('main a[download]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

/** A zip the page links to, fetched through its link and unzipped: file name → text. */
async function linkedZip(page: Page, file: string): Promise<Record<string, string>> {
  const href = (await downloadLinks(page)).find((link) => link.endsWith(`/${file}`));
  expect(href, `a link to ${file}`).toBeDefined();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(await response.body()))).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const header = (text: string) => text.split('\n', 1)[0]!.split('\t');

for (const { path, home, messages } of EDITIONS) {
  test.describe(`${messages.locale}: ${path}`, () => {
    test('answers 200 in its language, with its title, and the footer of every page leads to it', async ({ page, consoleErrors }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', messages.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.aboutData.title);
      await expect(page).toHaveTitle(new RegExp(`^${messages.aboutData.title}`));
      await expect(page.locator('main')).toContainText(messages.aboutData.citeTitle);
      expect(consoleErrors).toEqual([]); // the default content's home page logs its missing photos: checked here
      await visit(page, home);
      await page.getByRole('contentinfo').getByRole('link', { name: messages.layout.aboutData }).click();
      await expect(page).toHaveURL(new RegExp(`/${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.aboutData.title);
    });

    test('every file it offers answers 200: each checklist, the whole fauna, the archive and the ColDP package', async ({ tab: page }) => {
      await visit(page, path);
      const links = await downloadLinks(page);
      const files = links.map((link) => decodeURIComponent(new URL(link).pathname.replace(/^.*?\/data\//, 'data/')));
      expect(files.toSorted()).toEqual(
        [...GROUP_NAMES.map((group) => `data/${group}.csv`), FAUNA_CSV_FILE, DARWIN_CORE_ARCHIVE_FILE, COLDP_FILE].toSorted(),
      );
      for (const link of links) {
        const response = await page.request.get(link);
        expect(response.status(), link).toBe(200);
        expect((await response.body()).length, link).toBeGreaterThan(0);
      }
    });

    test("its tables list every file and column of the published archive and package", async ({ tab: page }) => {
      await visit(page, path);
      const archive = await linkedZip(page, DARWIN_CORE_ARCHIVE_FILE.slice('data/'.length));
      const dataFiles = Object.keys(archive).filter((file) => file.endsWith('.txt'));
      expect(dataFiles.length).toBeGreaterThanOrEqual(2);
      for (const file of dataFiles) {
        const terms = page.locator(`table[data-file="${file}"] tbody th code`);
        expect(await terms.allTextContents(), file).toEqual(header(archive[file]!));
        // Each term links to its definition.
        for (const href of await page.locator(`table[data-file="${file}"] tbody th a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toMatch(/^http:\/\/(?:rs\.tdwg\.org\/dwc|purl\.org\/dc)\/terms\/\w+$/);
        }
      }
      const coldp = await linkedZip(page, COLDP_FILE.slice('data/'.length));
      const rows = page.locator('table[data-package] tbody tr');
      const listed = new Map<string, string[]>();
      for (const row of await rows.all()) {
        listed.set((await row.locator('th').textContent()) ?? '', await row.locator('td code').allTextContents());
      }
      for (const [file, text] of Object.entries(coldp)) {
        expect(listed.has(file), file).toBe(true);
        if (file.endsWith('.tsv')) expect(listed.get(file), file).toEqual(header(text));
      }
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`WCAG 2.2 AA at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.skip(({ build }) => build === 'subpath', 'same page as the default build, under another path');

    for (const { path, messages } of EDITIONS) {
      test(`${messages.locale}: ${path} has no violations and does not scroll sideways`, async ({ tab: page }) => {
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
