// patches/react-router+7.18.4.patch and @react-router+dev+7.18.4.patch (docs/decisions/0077): the prerender's route
// tables are frozen, and matchRoutes flattens and ranks a frozen table once instead of on every call.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { matchRoutes, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const packageDirectory = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
// Both builds, each by its file: which one an import or a require gets depends on the Node version and on Vite.
const build = (file: string) => path.join(packageDirectory('react-router'), 'dist/development', file);
type Module = { matchRoutes: typeof matchRoutes };
const esModule = (await import(pathToFileURL(build('index.mjs')).href)) as Module;
const commonJs = require(build('index.js')) as Module;

/** A table shaped like the site's: pages at the root and the same pages again under `en`, a page per group. */
function table(): RouteObject[] {
  const edition = (prefix: string): RouteObject[] => [
    { id: `${prefix}home`, index: true },
    { id: `${prefix}references`, path: 'references' },
    { id: `${prefix}group/Odonata`, path: 'families/Odonata' },
    { id: `${prefix}species`, path: 'species/:name' },
    { id: `${prefix}not-found`, path: '*' },
  ];
  return [{ id: 'root', path: '', children: [...edition(''), { id: 'en', path: 'en', children: edition('en/') }] }];
}

function deepFreeze(routes: RouteObject[]): RouteObject[] {
  return Object.freeze(routes.map((route) => Object.freeze(route.children ? { ...route, children: deepFreeze(route.children) } : { ...route }))) as RouteObject[];
}

/** `routes` with its reads of `forEach` counted: flattening a table walks it so, once a call. */
function counted(routes: RouteObject[]): { routes: RouteObject[]; walks: () => number } {
  let walks = 0;
  const proxy = new Proxy(routes, { get: (target, key, receiver) => ((walks += key === 'forEach' ? 1 : 0), Reflect.get(target, key, receiver)) });
  return { routes: proxy, walks: () => walks };
}

const PATHS = ['/', '/references/', '/families/Odonata/', '/species/Canis-lupus/', '/en/', '/en/species/Canis-lupus/', '/en/families/Nope/', '/nope/'];
const ids = (match: typeof matchRoutes, routes: RouteObject[], pathname: string) => match(routes, pathname)?.map(({ route, params }) => `${route.id}${JSON.stringify(params)}`);

describe('matchRoutes, as patched', () => {
  for (const [name, { matchRoutes: match }] of [['ES module', esModule], ['CommonJS', commonJs]] as const) {
    it(`matches a frozen table as it matches the same table unfrozen (${name})`, () => {
      const frozen = deepFreeze(table());
      for (const pathname of PATHS) expect(ids(match, frozen, pathname), pathname).toEqual(ids(match, table(), pathname));
      expect(ids(match, frozen, '/en/species/Canis-lupus/')).toEqual(['root{"name":"Canis-lupus"}', 'en{"name":"Canis-lupus"}', 'en/species{"name":"Canis-lupus"}']);
    });

    it(`flattens a frozen table once, however many paths are matched against it (${name})`, () => {
      const { routes, walks } = counted(deepFreeze(table()));
      for (const pathname of PATHS) match(routes, pathname);
      expect(walks()).toBe(1);
    });

    it(`flattens a table that can change on every call, and finds a route added between calls (${name})`, () => {
      const routes = table();
      const { routes: watched, walks } = counted(routes);
      expect(match(watched, '/endemic/')?.at(-1)?.route.id).toBe('not-found');
      routes[0]!.children!.unshift({ id: 'endemic', path: 'endemic' });
      expect(match(watched, '/endemic/')?.at(-1)?.route.id).toBe('endemic');
      expect(walks()).toBe(2);
    });
  }
});

describe("React Router's prerender, as patched", () => {
  it('freezes the route tables it matches every path against, all the way down', () => {
    const source = readFileSync(path.join(packageDirectory('@react-router/dev'), 'dist/vite.js'), 'utf8');
    const start = source.indexOf('function createPrerenderRoutes(');
    const body = source.slice(start, source.indexOf('\n}\n', start));
    expect(body).toContain('return Object.freeze((routesByParentId[parentId] || []).map((route) => {');
    expect(body.match(/return Object\.freeze\(\{/g)).toHaveLength(2);
    expect(body).toContain('children: createPrerenderRoutes(manifest, route.id, routesByParentId)');
  });
});
