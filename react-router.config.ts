import type { Config } from '@react-router/dev/config';
import { buildOptions } from './src/content/build-options.server.ts';
import { loadValidContent } from './src/content/load-content.server.ts';
import { paths } from './src/config/paths.ts';

const options = buildOptions();

export default {
  appDirectory: 'src/app',
  buildDirectory: options.buildDir,
  basename: options.basePath,
  // A static site: every known page is rendered to HTML at build time, then the app hydrates.
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender() {
    const { config, species } = loadValidContent();
    return [
      paths.home.path,
      paths.endemic.path,
      paths.references.path,
      paths.error.path,
      paths.notFound.path,
      ...config.groups.map((group) => `/${paths.group.pattern(group.name)}`),
      ...species.species.map((entry) => paths.species.href(entry.slug)),
    ];
  },
} satisfies Config;
