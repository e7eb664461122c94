import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { loadValidContent } from '../content/node/load-content.server.ts';
import { paths } from '../config/paths.ts';

// One route per animal group (ids `group/<name>`), so an unknown group is a plain 404 on the server and in the browser.
const { groups } = loadValidContent().config;

export default [
  index('routes/home.tsx'),
  route(paths.endemic.path, 'routes/endemic.tsx'),
  route(paths.references.path, 'routes/references.tsx'),
  route(paths.error.path, 'routes/error.tsx'),
  ...groups.map((group) =>
    route(paths.group.pattern(group.name), 'routes/group.tsx', { id: `group/${group.name}`, caseSensitive: true }),
  ),
  route(paths.species.pattern, 'routes/species.tsx', { caseSensitive: true }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
