// Part "editions" (issue 20): the owners' content built in both editions and in the Albanian edition alone
// (FAUNA_EDITIONS=sq), each build timed and its prerendered pages counted. The English edition doubles the pages; the
// budget: the build's time grows no more than its pages (time ratio ≤ page ratio).
import { spawnSync } from 'node:child_process';
import { readSiteManifest } from '../../src/config/site-manifest.server.ts';
import { servedSiteDir } from '../../server/follow-build.ts';
import { buildSite } from './processes.ts';
import { formatTable, type Budget } from './report.ts';

/** `seconds`: the fastest of `runs` (each run's time, in order). */
export type EditionsBuild = { name: string; buildDir: string; seconds: number; runs: number[]; pages: number };
export type EditionsFigures = { both: EditionsBuild; albanian: EditionsBuild };

/**
 * Runs of each build, taking turns (both, Albanian, both, Albanian…). A build's time can only grow with the machine's
 * other work, so the fastest run is the build's own time, and taking turns gives both builds the same machine. One run
 * each measured 1.72–2.02×; the faster of two 1.47–2.08× on busy machines (one Albanian build 29.5 s, the next 36.6 s),
 * so three (decision 0070). The bench builds these before its 20,000-row build: right after it (80,000 files
 * written) the ratio was 2.02–2.07×, alone 1.72–1.85×.
 */
export const EDITIONS_RUNS = 3;

/** The prerendered pages of a build: the addresses its manifest gives a page's own Content-Security-Policy. */
export function prerenderedPages(buildDir: string): number {
  return Object.values(readSiteManifest(servedSiteDir(buildDir)).resources).filter((resource) => resource.policy !== undefined).length;
}

/** What a run does: build, and count a build's pages (tests pass fakes). */
export type EditionsSteps = { build: (buildDir: string, contentDir: string, editions?: string) => { seconds: number }; pages: (buildDir: string) => number };
const STEPS: EditionsSteps = {
  build: (buildDir, contentDir, editions) => {
    // Files the build before wrote are flushed first: their writing is not this build's time.
    spawnSync('sync');
    return buildSite(buildDir, contentDir, editions);
  },
  pages: prerenderedPages,
};

/** Builds `contentDir` into `bothDir` (both editions) and into `albanianDir` (FAUNA_EDITIONS=sq), in turns. */
export function buildEditions(contentDir: string, bothDir: string, albanianDir: string, runs = EDITIONS_RUNS, steps: EditionsSteps = STEPS): EditionsFigures {
  const builds = [
    { name: 'both editions', buildDir: bothDir, editions: undefined, runs: [] as number[] },
    { name: 'Albanian only', buildDir: albanianDir, editions: 'sq', runs: [] as number[] },
  ];
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      console.log(`Building ${build.buildDir}: the owners' content, ${build.name} (${run}/${runs})…`);
      build.runs.push(steps.build(build.buildDir, contentDir, build.editions).seconds);
    }
  }
  const [both, albanian] = builds.map(({ name, buildDir, runs: times }): EditionsBuild => ({ name, buildDir, seconds: Math.min(...times), runs: times, pages: steps.pages(buildDir) }));
  return { both: both!, albanian: albanian! };
}

/** The two builds side by side, and the budget: time ratio ≤ page ratio. */
export function reportEditions({ both, albanian }: EditionsFigures): Budget[] {
  const pageRatio = both.pages / albanian.pages;
  const timeRatio = both.seconds / albanian.seconds;
  const row = (build: EditionsBuild) => [`${build.name} (${build.buildDir})`, String(build.pages), build.seconds.toFixed(1), (build.seconds / build.pages * 1000).toFixed(0), build.runs.map((seconds) => seconds.toFixed(1)).join(' / ')];
  const rows = [row(both), row(albanian), ['ratio, both / Albanian only', `${pageRatio.toFixed(2)}×`, `${timeRatio.toFixed(2)}×`, '', '']];
  const runs = both.runs.length;
  console.log(formatTable(`The owners' content, built in both editions and in Albanian only (the fastest of ${runs} runs, taking turns)`, ['', 'pages', 'seconds', 'ms a page', 'runs'], rows));
  return [{ name: "owners' build, both editions / Albanian only: time ratio ≤ page ratio", actual: timeRatio, limit: pageRatio, unit: '', shown: `${timeRatio.toFixed(2)}×`, limitShown: `≤ ${pageRatio.toFixed(2)}×` }];
}
