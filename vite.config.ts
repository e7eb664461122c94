import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildOptions } from './src/content/node/build-options.server.ts';
import { faunaContent } from './src/content/node/vite-plugin.server.ts';
import { DEFAULT_CONTENT_DIR } from './src/content/node/content-dir.server.ts';
import { breakpointPlugins } from './scripts/build/custom-media.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const FRAMEWORK_CHUNKS = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'framework', test: /node_modules[\\/](react|react-router)[\\/]/, priority: 1 },
];

process.env.FAUNA_DEFAULT_CONTENT = DEFAULT_CONTENT_DIR; // for the bundled prerender code, see content-dir.server.ts

export default defineConfig(({ command }) => ({
  plugins: [faunaContent(buildOptions()), reactRouter()],
  // Stylesheets name their breakpoints (`@media (--phone)`); src/config/breakpoints.ts gives the widths.
  css: { postcss: { plugins: breakpointPlugins() } },
  // citation-js (loaded when a visitor downloads a citation) uses the built-in fetch; its node-fetch import is not bundled.
  resolve: { alias: { 'node-fetch': fileURLToPath(new URL('./src/shims/node-fetch.ts', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // The build folder is ours, wherever FAUNA_BUILD_DIR puts it; timing notes say nothing a maintainer can act on.
    emptyOutDir: true,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // React DOM, and React with React Router, in chunks of their own (decision 0013): the entry module, whose top level
  // starts the page, stays about 1 KB instead of 200 (a stack captured there costs a re-parse of the whole module),
  // and each chunk is prepared in its own task. The framework's functions nearly all run while the page starts, so
  // V8 is told to compile them all while the file downloads, on a background thread, instead of one by one on the
  // main thread when first called.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: FRAMEWORK_CHUNKS },
            postBanner: (chunk) => (FRAMEWORK_CHUNKS.some(({ name }) => name === chunk.name) ? EAGER_COMPILE_HINT : ''),
          },
        },
      },
    },
  },
  // The prerender step imports the server build from FAUNA_BUILD_DIR, which may lie outside the project
  // (no node_modules above it): bundle its dependencies into it. Not in development: its module runner cannot run
  // CommonJS packages (React) inlined, and imports them from node_modules.
  ssr: command === 'build' ? { noExternal: true } : {},
  // A build says what a maintainer must act on (the content line, warnings, errors), not every file it writes.
  logLevel: command === 'build' ? 'warn' : 'info',
}));
