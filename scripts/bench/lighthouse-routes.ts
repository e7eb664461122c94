// The routes Lighthouse measures, and their budgets (issue 9). A new kind of page (e.g. a species page) is one
// more entry in `lighthouseRoutes`.
import { paths } from '../../src/config/paths.ts';
import type { SiteConfig } from '../../src/content/parse/site-config.ts';

export type LighthouseBudget = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
/** `notFound`: the page comes with status 404 (Lighthouse measures it all the same). */
export type LighthouseRoute = { name: string; path: string; budget: LighthouseBudget; notFound?: boolean };

export const DEFAULT_BUDGET: LighthouseBudget = { performance: 100, fcpMs: 1000, lcpMs: 1000, tbtMs: 50, cls: 0 };

/** Every route, in menu order; `path` is relative to the site root (no leading slash). */
export function lighthouseRoutes(config: Pick<SiteConfig, 'groups'>): LighthouseRoute[] {
  const route = (name: string, path: string, budget: Partial<LighthouseBudget> = {}): LighthouseRoute => ({ name, path, budget: { ...DEFAULT_BUDGET, ...budget } });
  return [
    route('home', '', { lcpMs: 1200 }),
    route('endemic', paths.endemic.path.slice(1)),
    route('references', paths.references.path.slice(1)),
    ...config.groups.map((group) => route(group.name, paths.group.pattern(group.name).split('/').map(encodeURIComponent).join('/'))),
    // A species page with sources, relatives and citation tools (in the default and the owners' content).
    route('species', 'species/Salamandra-salamandra'),
    { ...route('404', 'no-such-page'), notFound: true },
  ];
}

/** BENCH_ROUTES=home,references,Lepidoptera (names, case-insensitive) keeps those routes; unset keeps all. */
export function selectRoutes(routes: LighthouseRoute[], filter: string | undefined): LighthouseRoute[] {
  const wanted = (filter ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return routes;
  const unknown = wanted.filter((name) => !routes.some((route) => route.name.toLowerCase() === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.join(', ')} (known: ${routes.map((route) => route.name).join(', ')})`);
  return routes.filter((route) => wanted.includes(route.name.toLowerCase()));
}
