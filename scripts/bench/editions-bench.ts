// Part "editions" (issue 20): the owners' content built twice in one run, both editions and the Albanian edition
// alone (FAUNA_EDITIONS=sq), each build timed and its prerendered pages counted. The English edition doubles the
// pages; the budget: the build's time grows no more than its pages (time ratio ≤ page ratio).
import { readSiteManifest } from '../../src/config/site-manifest.server.ts';
import { servedSiteDir } from '../../server/follow-build.ts';
import { buildSite } from './processes.ts';
import { formatTable, type Budget } from './report.ts';

export type EditionsBuild = { name: string; buildDir: string; seconds: number; pages: number };
export type EditionsFigures = { both: EditionsBuild; albanian: EditionsBuild };

/** The prerendered pages of a build: the addresses its manifest gives a page's own Content-Security-Policy. */
export function prerenderedPages(buildDir: string): number {
  return Object.values(readSiteManifest(servedSiteDir(buildDir)).resources).filter((resource) => resource.policy !== undefined).length;
}

/** Builds `contentDir` into `bothDir` (both editions), then into `albanianDir` (FAUNA_EDITIONS=sq). */
export function buildEditions(contentDir: string, bothDir: string, albanianDir: string): EditionsFigures {
  const build = (name: string, buildDir: string, editions?: string): EditionsBuild => {
    console.log(`Building ${buildDir}: the owners' content, ${name}…`);
    const { seconds } = buildSite(buildDir, contentDir, editions);
    return { name, buildDir, seconds, pages: prerenderedPages(buildDir) };
  };
  return { both: build('both editions', bothDir), albanian: build('Albanian only', albanianDir, 'sq') };
}

/** The two builds side by side, and the budget: time ratio ≤ page ratio. */
export function reportEditions({ both, albanian }: EditionsFigures): Budget[] {
  const pageRatio = both.pages / albanian.pages;
  const timeRatio = both.seconds / albanian.seconds;
  const rows = [
    [`${both.name} (${both.buildDir})`, String(both.pages), both.seconds.toFixed(1), (both.seconds / both.pages * 1000).toFixed(0)],
    [`${albanian.name} (${albanian.buildDir})`, String(albanian.pages), albanian.seconds.toFixed(1), (albanian.seconds / albanian.pages * 1000).toFixed(0)],
    ['ratio, both / Albanian only', `${pageRatio.toFixed(2)}×`, `${timeRatio.toFixed(2)}×`, ''],
  ];
  console.log(formatTable("The owners' content, built in both editions and in Albanian only (one run)", ['', 'pages', 'seconds', 'ms a page'], rows));
  return [{ name: "owners' build, both editions / Albanian only: time ratio ≤ page ratio", actual: timeRatio, limit: pageRatio, unit: '', shown: `${timeRatio.toFixed(2)}×`, limitShown: `≤ ${pageRatio.toFixed(2)}×` }];
}
