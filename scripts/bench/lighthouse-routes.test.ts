import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET, heaviestGroup, lighthouseRoutes, selectRoutes } from './lighthouse-routes.ts';

const groups = [{ name: 'Odonata' }, { name: 'Pakurrizoret tjerë' }];

describe('Lighthouse routes', () => {
  it('measures every Albanian route, then the English home, heaviest checklist and species page', () => {
    const routes = lighthouseRoutes({ groups }, 'Pakurrizoret tjerë');
    expect(routes.map((route) => [route.name, route.path])).toEqual([
      ['home', ''],
      ['endemic', 'endemic'],
      ['references', 'references'],
      ['Odonata', 'families/Odonata'],
      ['Pakurrizoret tjerë', 'families/Pakurrizoret%20tjer%C3%AB'],
      ['species', 'species/Salamandra-salamandra'],
      ['404', 'no-such-page'],
      ['en:home', 'en/'],
      ['en:Pakurrizoret tjerë', 'en/families/Pakurrizoret%20tjer%C3%AB'],
      ['en:species', 'en/species/Salamandra-salamandra'],
    ]);
  });

  it('gives each English route the budget of its Albanian twin', () => {
    const routes = lighthouseRoutes({ groups }, 'Odonata');
    const byName = new Map(routes.map((route) => [route.name, route]));
    for (const name of ['home', 'Odonata', 'species']) expect(byName.get(`en:${name}`)!.budget).toEqual(byName.get(name)!.budget);
    expect(byName.get('en:home')!.budget).toEqual({ ...DEFAULT_BUDGET, lcpMs: 1200 });
  });

  it('measures the Albanian home, heaviest checklist and species page through their variants too', () => {
    const routes = lighthouseRoutes({ groups }, 'Pakurrizoret tjerë');
    expect(routes.filter((route) => route.variants).map((route) => route.name)).toEqual(['home', 'Pakurrizoret tjerë', 'species']);
  });

  it('without a heaviest group, the English home and species page only', () => {
    expect(lighthouseRoutes({ groups }).filter((route) => route.name.startsWith('en:')).map((route) => route.name)).toEqual(['en:home', 'en:species']);
  });

  it('finds the checklist with the most rows, the first of equals', () => {
    const rows = (n: number) => ({ rows: Array.from({ length: n }) });
    expect(heaviestGroup(new Map([['A', rows(3)], ['B', rows(453)], ['C', rows(453)]]))).toBe('B');
    expect(heaviestGroup(new Map())).toBeUndefined();
  });

  it('BENCH_ROUTES keeps the named routes, English ones by their en: names', () => {
    const routes = lighthouseRoutes({ groups }, 'Odonata');
    expect(selectRoutes(routes, 'EN:home, home,en:odonata').map((route) => route.name)).toEqual(['home', 'en:home', 'en:Odonata']);
    expect(selectRoutes(routes, undefined)).toBe(routes);
    expect(() => selectRoutes(routes, 'en:endemic')).toThrow('BENCH_ROUTES: no route named en:endemic');
  });
});
