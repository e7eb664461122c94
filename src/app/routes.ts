import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { buildOptions } from '../content/node/build-options.server.ts';
import { loadValidContent } from '../content/node/load-content.server.ts';
import { ENGLISH_SEGMENT, paths } from '../config/paths.ts';

// One route per animal group (ids `group/<name>`) and per published version (`release/<N>`), so an unknown group or
// version is a plain 404 on the server and in the browser.
const content = loadValidContent();
const { groups } = content.config;
const { releases } = content;

/**
 * The pages of one edition. The Albanian routes keep React Router's ids (`routes/home`, the file's); the English ones,
 * the same files again, need their own (`en/routes/home`).
 */
function editionRoutes(idPrefix: string) {
  const id = (name: string) => (idPrefix ? { id: `${idPrefix}${name}` } : {});
  // Relative paths: nested under the English edition's layout route, they follow its `en` segment.
  const relative = (path: string) => path.replace(/^\//, '');
  return [
    index('routes/home.tsx', id('routes/home')),
    route(relative(paths.endemic.path), 'routes/endemic.tsx', id('routes/endemic')),
    route(relative(paths.references.path), 'routes/references.tsx', id('routes/references')),
    route(relative(paths.aboutData.path), 'routes/about-data.tsx', id('routes/about-data')),
    ...releases.list.map(({ version }) => route(relative(paths.release.href(version)), 'routes/release.tsx', { id: `${idPrefix}release/${version}` })),
    route(relative(paths.error.path), 'routes/error.tsx', id('routes/error')),
    ...groups.map((group) =>
      route(paths.group.pattern(group.name), 'routes/group.tsx', { id: `${idPrefix}group/${group.name}`, caseSensitive: true }),
    ),
    route(paths.species.pattern, 'routes/species.tsx', { ...id('routes/species'), caseSensitive: true }),
    route('*', 'routes/not-found.tsx', id('routes/not-found')),
  ];
}

// Albanian at the root; English under /en with the same paths, its layout route giving its pages the English catalogue.
// A build of the Albanian edition alone (FAUNA_EDITIONS=sq, for the bench) has no English routes: React Router
// refuses a route with a loader that it does not prerender.
const english = buildOptions().editions.includes('en');
export default [
  ...editionRoutes(''),
  ...(english ? [route(ENGLISH_SEGMENT, 'routes/english-edition.tsx', { id: 'en' }, editionRoutes('en/'))] : []),
] satisfies RouteConfig;
