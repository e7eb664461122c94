import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUILDS, clientDir, htmlFiles } from './builds.ts';
import { BEHAVIOUR_BUILD, BEHAVIOUR_ONCE, CITATION, COVERED_ELSEWHERE, expect, familyPath, GROUP_NAMES, skipDefaultIfCovered, test, visit } from './fixtures.ts';

const ROUTES = [
  { path: './', heading: 'Fauna e Kosovës' },
  { path: 'endemic', heading: 'Llojet Endemike të Kosovës' },
  { path: 'references', heading: 'Referencat' },
  { path: 'error', heading: 'Të dhënat nuk u ngarkuan' },
  { path: 'no/such/page', heading: '404 - Faqja nuk u gjet' },
  ...GROUP_NAMES.map((group) => ({ path: familyPath(group), heading: group })),
];

test.skip(skipDefaultIfCovered, COVERED_ELSEWHERE);

test.describe('every page has the shared shell', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders with header and footer`, async ({ tab: page }) => {
      await visit(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const nav = page.getByRole('navigation', { name: 'Menyja kryesore' });
      await expect(nav.getByRole('link', { name: 'Fauna of Kosovo' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`(${CITATION.year}). Fauna of Kosovo. Version ${CITATION.version}.`);
      await expect(footer).toContainText(CITATION.authors[0]!);
      expect(await page.locator('html').getAttribute('lang')).toBe('sq');
      await expect(page).toHaveTitle(/Fauna of Kosovo/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    });
  }

  test('each page has its own title', async ({ tab: page }) => {
    const titles = new Set<string>();
    for (const route of ROUTES.slice(0, 6)) {
      await visit(page, route.path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(6);
  });
});

// Linked as SVG, the tab's icon cost each page a main-thread task as it loaded (decision 0053).
test("every page the build writes has one tab icon, a PNG of the size it states", async ({ build }) => {
  const client = clientDir(build);
  const icons = new Map<string, string>();
  for (const file of htmlFiles(client)) {
    const links = readFileSync(path.join(client, file), 'utf8').match(/<link[^>]*\brel="icon"[^>]*>/g) ?? [];
    expect(links, file).toHaveLength(1);
    icons.set(links[0]!, file);
  }
  for (const [link, file] of icons) {
    expect(link, file).toContain('type="image/png"');
    const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
    const size = Number(/\bsizes="(\d+)x\1"/.exec(link)?.[1]);
    expect(href.startsWith(BUILDS[build].basePath), link).toBe(true);
    const { format, width, height } = await sharp(path.join(client, href.slice(BUILDS[build].basePath.length))).metadata();
    expect([format, width, height], href).toEqual(['png', size, size]);
  }
});

test('the logo leads home', async ({ tab: page }) => {
  await visit(page, 'references');
  await page.getByRole('link', { name: 'Fauna of Kosovo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fauna e Kosovës');
});

test.describe('animal groups dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists the 13 groups in order', async ({ tab: page }) => {
    await visit(page, './');
    const toggle = page.getByRole('button', { name: 'Grupet Shtazore' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.dropdown-list').getByRole('link')).toHaveText(GROUP_NAMES);
  });

  // One test per group, so that a slow machine meets each test's time limit (decision 0038).
  for (const [index, group] of GROUP_NAMES.entries()) {
    test(`the link to ${group} reaches its page and closes the list`, async ({ tab: page }) => {
      await visit(page, './');
      await page.getByRole('button', { name: 'Grupet Shtazore' }).click();
      await page.locator('.dropdown-list').getByRole('link').nth(index).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(new RegExp(`/families/${group}$`));
      await expect(page.locator('.dropdown-list')).toBeHidden();
    });
  }

  test('works with the keyboard and Escape closes it', async ({ tab: page, build }) => {
    test.skip(build !== BEHAVIOUR_BUILD, BEHAVIOUR_ONCE);
    await visit(page, './');
    const toggle = page.getByRole('button', { name: 'Grupet Shtazore' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.dropdown-list')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.dropdown-link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.dropdown-link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.dropdown-list')).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP_NAMES[0]!);
  });

  test('clicking outside closes it', async ({ tab: page, build }) => {
    test.skip(build !== BEHAVIOUR_BUILD, BEHAVIOUR_ONCE);
    await visit(page, './');
    await page.getByRole('button', { name: 'Grupet Shtazore' }).click();
    await expect(page.locator('.dropdown-list')).toBeVisible();
    // The heading's start: its middle may lie under the open list (the menu sits beside the language switch).
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 4, y: 4 } });
    await expect(page.locator('.dropdown-list')).toBeHidden();
  });
});

test.describe('active menu item', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.skip(({ build }) => build !== BEHAVIOUR_BUILD, BEHAVIOUR_ONCE);
  const ITEMS = [
    { path: './', name: 'Ballina' },
    { path: 'endemic', name: 'Llojet Endemike' },
    { path: 'references', name: 'Referencat' },
  ];
  for (const item of ITEMS) {
    test(`${item.name} is highlighted on ${item.path}`, async ({ tab: page }) => {
      await visit(page, item.path);
      const nav = page.getByRole('navigation', { name: 'Menyja kryesore' });
      const active = nav.locator('[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(item.name);
      await expect(active).toHaveClass(/active/);
      const background = await active.evaluate((element) => getComputedStyle(element).backgroundColor);
      const inactive = nav.getByRole('link', { name: ITEMS.find((other) => other !== item)!.name, exact: true });
      expect(background).not.toBe(await inactive.evaluate((element) => getComputedStyle(element).backgroundColor));
    });
  }
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  test.skip(({ build }) => build !== BEHAVIOUR_BUILD, BEHAVIOUR_ONCE);

  test('opens, closes, and closes after a choice', async ({ page }) => {
    await visit(page, './');
    const toggle = page.getByRole('button', { name: /menynë/ });
    const menu = page.locator('.nav-list');
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(menu).toBeHidden();
    await toggle.tap();
    await page.getByRole('link', { name: 'Referencat' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referencat');
    await expect(menu).toBeHidden();
    await toggle.tap();
    await page.getByRole('button', { name: 'Grupet Shtazore' }).tap();
    await page.getByRole('link', { name: GROUP_NAMES[4]! }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP_NAMES[4]!);
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu', async ({ page }) => {
    await visit(page, './');
    const toggle = page.getByRole('button', { name: /menynë/ });
    await toggle.click();
    await expect(page.locator('.nav-list')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.nav-list')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['./', 'endemic', 'references', familyPath(GROUP_NAMES[5]!)]) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('404 page', () => {
  test('texts, link home and HTTP status', async ({ tab: page }) => {
    const response = await visit(page, 'this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Faqja nuk u gjet');
    await expect(page.getByText('Na vjen keq, faqja që po kërkoni nuk ekziston.')).toBeVisible();
    await page.getByRole('link', { name: 'Ktheu ne Krye' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fauna e Kosovës');
  });

  test('an unknown group is a 404 too', async ({ tab: page }) => {
    const response = await visit(page, familyPath('Dinosauret'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Faqja nuk u gjet');
  });

  // A mistyped or old species address once hydrated into React's crash screen (the species route matched it).
  for (const path of ['species/No-such-species', 'species/No-such-species/', 'species/404', 'species/No-such-species/deeper', `${familyPath('Nope')}/deeper`, 'species', 'families']) {
    test(`${path}: the 404 page with its title, hydrated without a client error`, async ({ tab: page, tabReport }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Faqja nuk u gjet');
      await expect(page).toHaveTitle('Faqja nuk u gjet | Fauna of Kosovo');
      await page.getByRole('link', { name: 'Ktheu ne Krye' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fauna e Kosovës');
      expect(tabReport.pageErrors).toEqual([]);
    });
  }

  test('a link inside the site to an unknown species shows the 404 page', async ({ tab: page }) => {
    await visit(page, '');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: 'species/No-such-species', textContent: 'old link' });
      document.querySelector('main')!.append(link);
    });
    await page.getByRole('link', { name: 'old link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Faqja nuk u gjet');
  });
});

test('the /error page offers to try again and to go home', async ({ tab: page }) => {
  await visit(page, 'error');
  await expect(page.getByText(/nuk mund të ngarkoheshin/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ktheu ne Krye' })).toBeVisible();
});

test('no request leaves the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  for (const path of ['./', 'endemic', 'references', familyPath(GROUP_NAMES[0]!)]) await visit(page, path);
  expect(foreign).toEqual([]);
});

// WCAG 2.2's reflow (1.4.10): at 320 CSS px nothing asks for a sideways scroll, in either edition.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // One test per kind of page, so that a slow machine meets each test's time limit; a species page is found first.
  const SPECIES = 'a species page';
  for (const kind of ['./', 'endemic', 'references', 'about-data', `releases/${CITATION.version}`, familyPath(GROUP_NAMES[5]!), SPECIES, 'error', 'no/such/page']) {
    test(`${decodeURIComponent(kind)} does not scroll sideways, in either edition`, async ({ tab: page }) => {
      let path = kind;
      if (kind === SPECIES) {
        await visit(page, familyPath(GROUP_NAMES[0]!));
        path = (await page.locator('a[href*="/species/"]').first().getAttribute('href'))!.replace(/^.*\/species\//, 'species/');
      }
      for (const address of [path, `en/${path === './' ? '' : path}`]) {
        await visit(page, address);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, address).toBeLessThanOrEqual(0);
      }
    });
  }
});
