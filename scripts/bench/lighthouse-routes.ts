// The routes Lighthouse measures, and their budgets (issue 9). A new kind of page (e.g. a species page) is one
// more entry in `lighthouseRoutes`. The English edition (issue 20): its home, its heaviest checklist and the species
// page, each with the budget of its Albanian twin.
import { inEdition, paths } from '../../src/config/paths.ts';

export type LighthouseBudget = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
/**
 * `notFound`: the page comes with status 404 (Lighthouse measures it all the same). `variants`: the route is measured
 * through its variants too (page-variants.ts: without its scripts, without the opener policy), for information.
 */
export type LighthouseRoute = { name: string; path: string; budget: LighthouseBudget; notFound?: boolean; variants?: boolean };

export const DEFAULT_BUDGET: LighthouseBudget = { performance: 100, fcpMs: 1000, lcpMs: 1000, tbtMs: 50, cls: 0 };

/** The name of an English twin: `en:home`, `en:Lepidoptera`. */
const englishName = (name: string) => `en:${name}`;

/**
 * Every Albanian route, in menu order, then the English twins of the sample routes: the home page, `heaviestGroup`'s
 * checklist (the one with the most rows) and the species page, which are also measured through their variants; `path`
 * is relative to the site root (no leading slash).
 */
export function lighthouseRoutes(config: { groups: readonly { name: string }[] }, heaviestGroup?: string): LighthouseRoute[] {
  const route = (name: string, path: string, budget: Partial<LighthouseBudget> = {}): LighthouseRoute => ({ name, path, budget: { ...DEFAULT_BUDGET, ...budget } });
  const albanian = [
    route('home', '', { lcpMs: 1200 }),
    route('endemic', paths.endemic.path.slice(1)),
    route('references', paths.references.path.slice(1)),
    ...config.groups.map((group) => route(group.name, paths.group.href(group.name).slice(1))),
    // A species page with sources, relatives and citation tools (in the default and the owners' content).
    route('species', 'species/Salamandra-salamandra'),
    { ...route('404', 'no-such-page'), notFound: true },
  ];
  const samples = ['home', heaviestGroup, 'species'].flatMap((name) => albanian.filter((candidate) => candidate.name === name));
  return [
    ...albanian.map((candidate) => (samples.includes(candidate) ? { ...candidate, variants: true } : candidate)),
    ...samples.map((sample) => ({ ...sample, name: englishName(sample.name), path: inEdition('en', `/${sample.path}`).slice(1) })),
  ];
}

/** The group whose checklist has the most rows (the first of equals, in menu order). */
export function heaviestGroup(checklists: ReadonlyMap<string, { rows: readonly unknown[] }>): string | undefined {
  let heaviest: [string, number] | undefined;
  for (const [name, { rows }] of checklists) if (!heaviest || rows.length > heaviest[1]) heaviest = [name, rows.length];
  return heaviest?.[0];
}

/** BENCH_ROUTES=home,references,Lepidoptera,en:home (names, case-insensitive) keeps those routes; unset keeps all. */
export function selectRoutes(routes: LighthouseRoute[], filter: string | undefined): LighthouseRoute[] {
  const wanted = (filter ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return routes;
  const unknown = wanted.filter((name) => !routes.some((route) => route.name.toLowerCase() === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.join(', ')} (known: ${routes.map((route) => route.name).join(', ')})`);
  return routes.filter((route) => wanted.includes(route.name.toLowerCase()));
}
