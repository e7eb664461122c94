// Third-party validators over what each build publishes: the W3C Nu HTML Checker on every HTML file, a crawl of
// every link and JSON-LD address, the Darwin Core Archive against its XML schemas, the Catalogue of Life package
// published beside it, and pa11y on one page of each kind.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { readSiteManifest } from '../src/config/site-manifest.server.ts';
import { servedSiteDir } from '../server/follow-build.ts';
import { COLDP_FILE, DARWIN_CORE_ARCHIVE_FILE, inEdition, paths } from '../src/config/paths.ts';
import { publicHome } from '../src/content/derived/page-address.ts';
import { formatNuMessages, hasJava, nuErrors } from '../test/validators/nu-html-checker.ts';
import { pa11yErrors } from '../test/validators/pa11y.ts';
import { crawlSite, fetchText } from '../test/validators/site-crawl.ts';
import { DWC_TEXT_SCHEMA, GBIF_EML_SCHEMA, hasGbifEmlSchema, hasXmllint, xmlSchemaErrors } from '../test/validators/xml-schema.ts';
import { BUILDS, clientDir, htmlFiles } from './builds.ts';
import { CITATION, expect, familyPath, GROUP_NAMES, test } from './fixtures.ts';

test('the Nu HTML Checker finds no error in any HTML file the build writes', async ({ build }) => {
  test.skip(!hasJava, 'no java (Debian default-jre-headless): the Nu HTML Checker is skipped');
  test.setTimeout(600_000); // the owners' build: some 3,200 HTML files in both editions
  const client = clientDir(build);
  const pages = htmlFiles(client);
  expect(pages.length).toBeGreaterThan(10);
  const errors = await nuErrors(pages.map((page) => path.join(client, page)));
  expect(formatNuMessages(errors, client).slice(0, 40)).toEqual([]);
});

test('every link, asset, fragment and JSON-LD address of every page answers 200', async ({ build, baseURL }) => {
  test.setTimeout(300_000);
  const client = clientDir(build);
  // Every page the site manifest lists, but the 404 pages (they answer 404) and React Router's SPA fallback.
  const manifest = readSiteManifest(servedSiteDir(BUILDS[build].buildDir));
  const notFound = new Set(manifest.notFoundPages.map(({ page }) => page));
  const start = Object.entries(manifest.resources)
    .filter(([url, { type, file }]) => type.startsWith('text/html') && !notFound.has(url) && !file.startsWith('__spa-fallback'))
    .map(([url]) => encodeURI(url.slice(1)));
  const siteUrl = BUILDS[build].siteUrl;
  const home = siteUrl ? publicHome(siteUrl, BUILDS[build].basePath) : null;
  if (home) {
    // The sitemap's addresses are where search engines start.
    const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) start.push(loc!.slice(home.length));
  }
  const distinct = [...new Set(start)];
  const report = await crawlSite({ served: baseURL!, publicHome: home, start: distinct, fetch: fetchText });
  expect(report.broken.slice(0, 40).map((broken) => `${broken.kind} ${broken.url}: ${broken.problem} (on ${broken.from})`)).toEqual([]);
  expect(report.pages).toBeGreaterThanOrEqual(distinct.length);
});

test('the Darwin Core Archive: meta.xml and eml.xml valid against their schemas, no repeated row', async ({ build }) => {
  test.skip(!hasXmllint, 'no xmllint (Debian libxml2-utils): the schema validation is skipped');
  const files = unzipSync(readFileSync(path.join(clientDir(build), DARWIN_CORE_ARCHIVE_FILE)));
  const text = (name: string) => strFromU8(files[name]!);
  expect(xmlSchemaErrors(text('meta.xml'), DWC_TEXT_SCHEMA)).toEqual([]);
  if (hasGbifEmlSchema) expect(xmlSchemaErrors(text('eml.xml'), GBIF_EML_SCHEMA)).toEqual([]);
  expect(text('eml.xml')).toMatch(/<contact>/);
  for (const [file, key] of [['taxon.txt', 1], ['distribution.txt', 1], ['references.txt', 2]] as const) {
    if (!files[file]) continue;
    const rows = text(file).trimEnd().split('\n').slice(1).map((line) => line.split('\t').slice(0, key).join('\t'));
    expect(rows.filter((row, index) => rows.indexOf(row) !== index), file).toEqual([]);
  }
});

test('the Catalogue of Life Data Package is published beside the archive, with the same names', ({ build }) => {
  // Its content is checked against the ColDP rules by src/content/node/coldp-package.server.test.ts; here, that the build publishes it.
  const coldp = unzipSync(readFileSync(path.join(clientDir(build), COLDP_FILE)));
  const archive = unzipSync(readFileSync(path.join(clientDir(build), DARWIN_CORE_ARCHIVE_FILE)));
  expect(Object.keys(coldp)).toEqual(expect.arrayContaining(['metadata.yaml', 'NameUsage.tsv', 'Reference.tsv', 'Distribution.tsv']));
  const rows = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));
  const ids = (text: string) => rows(text).slice(1).map((cells) => cells[0]);
  // The same species; the package also lists the synonyms and earlier names of renames.csv under them.
  const [header = [], ...usages] = rows(strFromU8(coldp['NameUsage.tsv']!));
  const status = header.findIndex((column) => /status$/.test(column));
  const accepted = usages.filter((cells) => cells[status] === 'accepted').map((cells) => cells[0]);
  expect(accepted).toEqual(ids(strFromU8(archive['taxon.txt']!)));
  for (const synonym of usages.filter((cells) => cells[status] !== 'accepted')) expect(accepted, synonym[0]).toContain(synonym[1]);
  expect(strFromU8(coldp['metadata.yaml']!)).toMatch(/^license: CC-BY-4\.0$/m);
});

test('pa11y (HTML_CodeSniffer, WCAG 2 AA) finds no error on one page of each kind, in both editions', async ({ build, baseURL }) => {
  test.skip(build === 'subpath', 'same pages as the default build, under another path');
  test.setTimeout(240_000);
  const index = JSON.parse(readFileSync(path.join(clientDir(build), 'data/species-index.json'), 'utf8')) as unknown[];
  expect(index.length).toBeGreaterThan(0);
  const speciesSlug = readdirSync(path.join(clientDir(build), 'species')).find((name) => name !== paths.species.notFoundSlug && !name.includes('.'));
  const kinds = ['', 'endemic', 'references', familyPath(GROUP_NAMES[0]!), `species/${speciesSlug}`, `releases/${CITATION.version}`, 'error', 'no-such-page', 'species/No-such-species'];
  // Each kind in both editions (the English twin under en/); the owners' pages, which are the same kinds, in Albanian.
  const pages = [...kinds, ...(build === 'owners' ? [] : kinds.map((page) => `${inEdition('en', `/${page}`).slice(1)}`))];
  const errors = await pa11yErrors(pages.map((page) => new URL(page, baseURL).href));
  const found = [...errors].flatMap(([url, issues]) => issues.map((issue) => `${new URL(url).pathname}: ${issue.code} ${issue.selector}: ${issue.message}`));
  expect([...errors.keys()]).toHaveLength(pages.length);
  expect(found).toEqual([]);
});
