import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS } from './builds.ts';
import { basePathOf, CITATION, COVERED_ELSEWHERE, expect, familyPath, GROUP_NAMES, jsonLd, skipDefaultIfCovered, test, visit } from './fixtures.ts';

// Citable and findable pages: canonical links, sitemap, JSON-LD, "how to cite this page", and printing.

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);
test.use({ viewport: { width: 1280, height: 800 } });

const GROUP = 'Odonata';

test('with an address, every page names its canonical address (under the base path); without one, none', async ({ tab: page, build }) => {
  const siteUrl = BUILDS[build].siteUrl;
  await visit(page, familyPath(GROUP));
  const canonical = page.locator('link[rel="canonical"]');
  if (!siteUrl) {
    await expect(canonical).toHaveCount(0);
    return;
  }
  const expected = `${new URL(basePathOf(build).slice(1), siteUrl).href}${familyPath(GROUP)}`;
  await expect(canonical).toHaveAttribute('href', expected);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected);
  await visit(page, '');
  await expect(canonical).toHaveAttribute('href', new URL(basePathOf(build).slice(1), siteUrl).href);
});

test('with an address, sitemap.xml lists every page and robots.txt points to it; without one, no sitemap', async ({ request, build }) => {
  const siteUrl = BUILDS[build].siteUrl;
  const robots = await (await request.get('robots.txt')).text();
  const sitemap = await request.get('sitemap.xml');
  if (!siteUrl) {
    expect(sitemap.status()).toBe(404);
    expect(robots).not.toContain('Sitemap:');
    return;
  }
  const home = new URL(basePathOf(build).slice(1), siteUrl).href;
  expect(robots).toContain(`Sitemap: ${home}sitemap.xml`);
  const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(expect.arrayContaining([home, `${home}endemic`, `${home}references`, ...GROUP_NAMES.map((group) => `${home}${familyPath(group)}`)]));
  expect(locs).not.toContain(`${home}404`);
});

test('the home and checklist pages carry Bioschemas Dataset JSON-LD from site.json', async ({ tab: page }) => {
  await visit(page, familyPath(GROUP));
  const [dataset] = await jsonLd(page);
  expect(dataset).toMatchObject({
    '@type': 'Dataset',
    'dct:conformsTo': { '@id': 'https://bioschemas.org/profiles/Dataset/1.0-RELEASE' },
    name: expect.stringContaining(GROUP),
    description: expect.any(String),
    keywords: expect.arrayContaining([GROUP]),
    license: 'https://creativecommons.org/licenses/by/4.0/',
    datePublished: String(CITATION.year),
    creator: CITATION.authors.map((name) => ({ '@type': 'Person', name })),
  });
  expect(String(dataset?.url)).toContain(familyPath(GROUP));
  expect(dataset?.identifier).toBe(dataset?.url);
  await visit(page, '');
  expect((await jsonLd(page))[0]).toMatchObject({ '@type': 'Dataset', name: 'Fauna of Kosovo' });
});

test.describe('how to cite a checklist page', () => {
  test('cites the page with its address and the day it is viewed, and downloads BibTeX, RIS and CSL-JSON', async ({ page }) => {
    await visit(page, familyPath(GROUP));
    const section = page.getByRole('region', { name: 'Si ta citoni këtë faqe' });
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
    await expect(section).toContainText(`(${CITATION.year}). ${GROUP}. Në: ${CITATION.title}. Version ${CITATION.version}.`);
    await expect(section).toContainText(`${familyPath(GROUP)} (parë më ${today}).`);

    const files: Record<string, string> = {};
    for (const label of ['BibTeX', 'RIS', 'CSL-JSON']) {
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: label }).click()]);
      files[label] = readFileSync((await download.path())!, 'utf8');
      expect(download.suggestedFilename()).toMatch(/^fauna-of-kosovo-odonata\.(bib|ris|json)$/);
    }
    expect(files.BibTeX).toMatch(/^@misc\{/);
    expect(files.BibTeX).toContain(`title = {${GROUP}}`);
    expect(files.RIS).toMatch(/^TY {2}- ELEC/m);
    expect(files.RIS).toContain(familyPath(GROUP));
    const [item] = JSON.parse(files['CSL-JSON']!) as Record<string, unknown>[];
    expect(item).toMatchObject({ type: 'webpage', title: GROUP, 'container-title': CITATION.title, URL: expect.stringContaining(familyPath(GROUP)) });
    expect(item?.accessed).toEqual({ 'date-parts': [[now.getFullYear(), now.getMonth() + 1, now.getDate()]] });
  });

  test('the prerendered page has no date in it (it is set in the browser)', async ({ request }) => {
    const html = await (await request.get(familyPath(GROUP))).text();
    expect(html).toContain('Si ta citoni këtë faqe');
    expect(html).not.toMatch(/parë më \d/);
  });

  test('copies the citation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, familyPath(GROUP));
    await page.getByRole('button', { name: 'Kopjo citimin' }).click();
    await expect(page.getByRole('region', { name: 'Si ta citoni këtë faqe' }).getByText('Citimi u kopjua.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${GROUP}\\. Në: .+ \\(parë më \\d\\d\\.\\d\\d\\.\\d{4}\\)\\.$`));
  });
});

test('a species page\'s citation sets the name as its heading does: italic in the text and in BibTeX, plain in RIS', async ({ page }) => {
  await visit(page, familyPath(GROUP));
  const link = page.locator('a.species-link').first();
  const name = (await link.locator('i').allTextContents()).join(' ');
  await visit(page, (await link.getAttribute('href'))!);
  const section = page.getByRole('region', { name: 'Si ta citoni këtë faqe' });
  const heading = await page.getByRole('heading', { level: 1 }).locator('i').allTextContents();
  expect(await section.locator('.cite-text i').allTextContents()).toEqual(heading);
  expect(heading.join(' ')).toBe(name);
  const files: Record<string, string> = {};
  for (const label of ['BibTeX', 'RIS']) {
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: label }).click()]);
    files[label] = readFileSync((await download.path())!, 'utf8');
  }
  expect(files.BibTeX).toMatch(/title = \{\\textit\{/);
  expect(files.RIS).toMatch(/^TI {2}- [^<]+$/m);
});

test('a whole citation is set roman wherever it stands: the footer, the version\'s page, "About the data"', async ({ page }) => {
  for (const address of ['', `releases/${CITATION.version}`, 'about-data']) {
    await visit(page, address);
    const cites = page.locator('cite');
    expect(await cites.count(), address).toBeGreaterThan(0);
    for (const style of await cites.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontStyle))) expect(style, address).toBe('normal');
  }
});

test.describe('printing a checklist page', () => {
  test('gives a clean document: no menu, search or buttons, the header on each page, the citation at the end', async ({ page }, testInfo) => {
    const group = 'Lepidoptera'; // long enough for several pages with the owners' content
    await visit(page, familyPath(group));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Menyja kryesore' })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Kopjo citimin' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Si ta citoni këtë faqe' })).toBeVisible();
    expect(await page.locator('.checklist-scroll:not([data-hidden]) thead').evaluate((head) => getComputedStyle(head).display)).toBe('table-header-group');

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdftotext = spawnSync('pdftotext', ['-v']);
    if (pdftotext.error) {
      testInfo.annotations.push({ type: 'skip', description: 'pdftotext not installed (apt-get install -y poppler-utils): PDF text not checked' });
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'fauna-print-'));
    try {
      writeFileSync(path.join(dir, 'page.pdf'), pdf);
      const text = spawnSync('pdftotext', ['-layout', path.join(dir, 'page.pdf'), '-'], { encoding: 'utf8' }).stdout;
      const pages = text.split('\f').filter((sheet) => sheet.trim());
      expect(text).not.toContain('Kërko në listë');
      expect(text).not.toContain('Kopjo citimin');
      expect(text).not.toContain('Grupet Shtazore');
      for (const sheet of pages.slice(0, -1)) expect(sheet).toMatch(/Nr\s+(Klasa\s+)?Rendi\s+Familja\s+Lloji\s+Referenca/);
      const last = pages.at(-1) ?? '';
      expect(last.replace(/\s+/g, ' ')).toMatch(/Si ta citoni këtë faqe/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
