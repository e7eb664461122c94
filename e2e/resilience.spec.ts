import { COVERED_ELSEWHERE, expect, skipDefaultIfCovered, test, visit } from './fixtures.ts';

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);
test('a routing failure shows the error page with the error text', async ({ page }) => {
  await visit(page, './');
  // A broken deployment: the references page's module throws when it renders.
  await page.route(/\/assets\/references-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { throw new Error("Simulated routing failure"); }',
    }),
  );
  await page.getByRole('navigation', { name: 'Menyja kryesore' }).getByRole('link', { name: 'Referencat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('Simulated routing failure')).toBeVisible();
});

test.describe('a lazily loaded chunk that fails', () => {
  test.skip(({ build }) => build !== 'owners', 'needs photos (owners’ content)');

  test("shows 'Loading chunk … failed' and recovers by reloading once", async ({ page }) => {
    await visit(page, './');
    let blocked = true;
    await page.route(/\/assets\/photo-viewer-[\w-]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /^Shiko fotografinë e .* në madhësi të plotë$/ }).first().click();
    await expect(page.getByRole('alert')).toContainText('Loading chunk photo-viewer failed');
    await reloaded; // the page reloads by itself, once

    // Still broken after the reload: the message stays, no reload loop.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Shiko fotografinë e .* në madhësi të plotë$/ }).first().click();
    await expect(page.getByRole('alert')).toContainText('Loading chunk photo-viewer failed');
    let reloadedAgain = false;
    page.once('load', () => (reloadedAgain = true));
    await page.waitForTimeout(2500);
    expect(reloadedAgain).toBe(false);

    // The file is back: the next reload recovers.
    blocked = false;
    await page.getByRole('button', { name: 'Ringarko faqen' }).click();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Shiko fotografinë e .* në madhësi të plotë$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('web vitals are reported to a callback when one is given', async ({ page }) => {
  await page.addInitScript(() => {
    const received: string[] = [];
    (window as unknown as { faunaVitalsReceived: string[] }).faunaVitalsReceived = received;
    (window as unknown as { faunaWebVitals: (metric: { name: string }) => void }).faunaWebVitals = (metric) => received.push(metric.name);
  });
  await visit(page, './');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { faunaVitalsReceived: string[] }).faunaVitalsReceived))
    .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
});

test('without a callback the web-vitals code is not even loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await visit(page, './');
  expect(scripts.some((url) => /web-vitals/.test(url))).toBe(false);
});
