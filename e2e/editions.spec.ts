// Both editions, page by page (issue 20): every page the build publishes answers 200 in its language, its language
// switch leads to its twin in the other edition and back, its hreflang alternates name both and are the same from
// either side, its Open Graph alternate locale is its twin's, and no English page shows a text of the Albanian
// interface.
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { servedSiteDir } from '../server/follow-build.ts';
import { EDITION_PREFIX, editionOf, inEdition } from '../src/config/paths.ts';
import { alternateAddresses } from '../src/config/page-meta-tags.ts';
import { otherLocale } from '../src/i18n/locale.ts';
import { en } from '../src/i18n/messages-en.ts';
import { sq } from '../src/i18n/messages-sq.ts';
import { fetchText } from '../test/validators/site-crawl.ts';
import { editionSignals, foreignFragments, interfaceFragments, textsInPageLanguage, type EditionSignals } from '../test/editions.ts';
import { publicHome } from '../src/content/derived/page-address.ts';
import { BUILDS } from './builds.ts';
import { expect, test } from './fixtures.ts';

type Page = { path: string; status: number; signals: EditionSignals; foreign: string[] };

/** Every page of the site manifest by its router path (the base path left out), 404 pages and the SPA fallback too. */
function publishedPages(buildDir: string): { path: string; notFound: boolean }[] {
  const manifest = readSiteManifest(servedSiteDir(buildDir));
  const notFound = new Set(manifest.notFoundPages.map(({ page }) => page));
  return Object.entries(manifest.resources)
    .filter(([, { type, file }]) => type.startsWith('text/html') && !file.startsWith('__spa-fallback') && !/(^|\/)offline\.html$/.test(file))
    .map(([url]) => ({ path: url === EDITION_PREFIX.en ? inEdition('en', '/') : url, notFound: notFound.has(url) }));
}

async function walk(baseURL: string, pages: readonly { path: string }[], concurrency = 6): Promise<Page[]> {
  const fragments = interfaceFragments(sq, en);
  const results: Page[] = [];
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetchText(new URL(encodeURI(next.path.slice(1)), baseURL).href);
        const english = editionOf(next.path) === 'en';
        results.push({
          path: next.path,
          status: response.status,
          signals: editionSignals(response.body),
          foreign: english ? foreignFragments(textsInPageLanguage(response.body), fragments) : [],
        });
      }
    }),
  );
  return results;
}

test('every page of both editions: 200 in its language, a switch to its twin and back, reciprocal hreflang, no Albanian interface text on an English page', async ({ build, baseURL }) => {
  test.setTimeout(600_000);
  const { buildDir, basePath, siteUrl } = BUILDS[build];
  const published = publishedPages(buildDir);
  const expectedStatus = new Map(published.map((page) => [page.path, page.notFound ? 404 : 200]));
  const byPath = new Map((await walk(baseURL!, published)).map((page) => [page.path, page]));
  const home = siteUrl ? publicHome(siteUrl, basePath) : null;
  const site = { productName: '', siteUrl: siteUrl ?? undefined, basePath };

  const english = [...byPath.keys()].filter((path) => editionOf(path) === 'en');
  expect(english.length * 2).toBe(byPath.size); // as many English pages as Albanian ones
  const problems: string[] = [];
  for (const [path, page] of byPath) {
    const locale = editionOf(path);
    const twin = inEdition(otherLocale(locale), path);
    if (page.status !== expectedStatus.get(path)) problems.push(`${path}: status ${page.status}`);
    if (page.signals.lang !== locale) problems.push(`${path}: <html lang="${page.signals.lang}">`);
    if (!byPath.has(twin)) problems.push(`${path}: no twin ${twin}`);
    if (decodeURI(page.signals.switchHref ?? '') !== `${basePath}${twin.slice(1)}`) problems.push(`${path}: switch leads to ${page.signals.switchHref}, not ${twin}`);
    if (page.foreign.length > 0) problems.push(`${path}: Albanian interface text ${JSON.stringify(page.foreign)}`);
    if (expectedStatus.get(path) !== 200) continue;
    // The alternates name the page itself in its language, its twin in the other, and the Albanian one as the default.
    const expected = Object.fromEntries(alternateAddresses(site, path).map(({ hrefLang, href }) => [hrefLang, href]));
    if (JSON.stringify(page.signals.alternates) !== JSON.stringify(expected)) problems.push(`${path}: hreflang ${JSON.stringify(page.signals.alternates)}`);
    const twinPage = byPath.get(twin);
    if (twinPage && JSON.stringify(twinPage.signals.alternates) !== JSON.stringify(page.signals.alternates)) problems.push(`${path}: hreflang not reciprocal with ${twin}`);
    // Open Graph's alternate locale is its twin's locale.
    if (twinPage && JSON.stringify(page.signals.ogAlternates) !== JSON.stringify([twinPage.signals.ogLocale])) problems.push(`${path}: og:locale:alternate ${JSON.stringify(page.signals.ogAlternates)}, its twin's og:locale ${twinPage.signals.ogLocale}`);
    const own = decodeURI(page.signals.alternates[locale] ?? '');
    if (!own.endsWith(path.slice(1)) || (home && !own.startsWith(home))) problems.push(`${path}: its own alternate is ${own}`);
  }
  expect(problems.slice(0, 40)).toEqual([]);
});
