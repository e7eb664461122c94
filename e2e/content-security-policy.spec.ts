import type { Page } from '@playwright/test';
import { BEHAVIOUR_BUILD, BEHAVIOUR_ONCE, COVERED_ELSEWHERE, expect, familyPath, GROUP_NAMES, skipDefaultIfCovered, test, visit, watchCspViolations } from './fixtures.ts';

// Every page carries its own policy (no 'unsafe-inline'): the browser enforces it from the <meta> tag whatever
// header the server sends. Any blocked script, style or request shows up as a violation.

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await watchCspViolations(page, violations);
  return violations;
}

const PAGES = ['./', 'endemic', 'references', 'error', 'no-such-page', ...GROUP_NAMES.map(familyPath)];

// One test per page, so that a slow machine meets each test's time limit; each page in the worker's reading tab.
for (const path of PAGES) {
  test(`${decodeURIComponent(path)} declares a strict policy and runs without a violation`, async ({ tab, tabReport }) => {
    await visit(tab, path);
    const policy = await tab.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    await expect(tab.locator('[style]'), 'no style attribute in the markup').toHaveCount(0);
    expect(tabReport.cspViolations).toEqual([]);
  });
}

test('the first paint needs no stylesheet request', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(request.url());
  });
  for (const path of ['./', 'endemic', 'references', 'no-such-page', familyPath(GROUP_NAMES[0]!)]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(requested, path).toEqual([]);
  }
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky'); // styled by the inline CSS
});

test('no script and no manifest is requested before the first contentful paint', async ({ page }) => {
  for (const path of ['./', 'references', familyPath(GROUP_NAMES[0]!)]) {
    const response = await visit(page, path);
    expect(await response!.text(), path).not.toContain('rel="manifest"'); // not in the HTML: Chromium fetches it at load
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      early: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|\.webmanifest$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
    }));
    expect(timing.paint, path).not.toBeNull();
    expect(timing.early.length, path).toBeGreaterThan(0);
    expect(timing.early.filter((entry) => entry.start < timing.paint!), path).toEqual([]);
    expect(timing.manifest, path).toMatch(/manifest\.webmanifest$/); // linked once hydrated
  }
});

test('client-side navigation keeps the right styles and stays within the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, './');
  const nav = page.getByRole('navigation', { name: 'Menyja kryesore' });
  await nav.getByRole('link', { name: 'Referencat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referencat');
  // The home page's own styles went with it; the references page's arrived as a stylesheet.
  await expect.poll(() => page.locator('style[data-href*="/home-"]').count()).toBe(0);
  await expect(page.locator('link[rel="stylesheet"][href*="/references-"]:not([disabled])')).toHaveCount(1);
  await nav.getByRole('link', { name: 'Ballina' }).click();
  await expect(page.locator('.home-hero')).toHaveCSS('display', /block|flex|grid/);
  expect(violations).toEqual([]);
});

test('the site-wide search and a checklist search work under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, './');
  await page.getByRole('searchbox', { name: 'Kërko një lloj në të gjitha listat' }).fill('a');
  await expect(page.getByRole('status').first()).toHaveText(/u gjet|shfaqen/);
  await visit(page, familyPath(GROUP_NAMES[0]!));
  const search = page.getByRole('searchbox', { name: 'Kërko në listë' });
  if ((await search.count()) > 0) {
    await search.fill('a');
    await expect(page.getByRole('status').filter({ hasText: / nga / })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test.describe('photo viewer', () => {
  test.skip(({ build }) => build !== 'owners', 'needs photos (owners’ content)');

  test('opens under the policy, on the home page and the endemic page', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ['./', 'endemic']) {
      await visit(page, path);
      await page.getByRole('button', { name: /^Shiko fotografinë e / }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    expect(violations).toEqual([]);
  });
});

test('the reading tab reports what its page blocked and threw', async ({ tab, tabReport, build }) => {
  test.skip(build !== BEHAVIOUR_BUILD, BEHAVIOUR_ONCE);
  await visit(tab, 'references');
  await tab.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p style="color:red">planted</p>');
    setTimeout(() => {
      throw new Error('planted error');
    });
  });
  await expect.poll(() => tabReport.cspViolations.join('\n')).toMatch(/style-src-attr|style-src/);
  await expect.poll(() => tabReport.pageErrors).toEqual(['planted error']);
});
