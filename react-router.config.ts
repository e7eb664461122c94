import type { Config } from '@react-router/dev/config';
import { buildOptions } from './src/content/node/build-options.server.ts';
import { loadSitePages } from './src/content/node/site-pages.server.ts';

const options = buildOptions();

export default {
  appDirectory: 'src/app',
  buildDirectory: options.siteDir,
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
    return loadSitePages().map((page) => page.path);
  },
} satisfies Config;
