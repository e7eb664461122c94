import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildOptions } from './src/content/build-options.server.ts';
import { faunaContent } from './src/content/vite-plugin.server.ts';

export default defineConfig(({ command }) => ({
  plugins: [faunaContent(buildOptions()), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // The build folder is ours, wherever FAUNA_BUILD_DIR puts it; timing notes say nothing a maintainer can act on.
    emptyOutDir: true,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // A build says what a maintainer must act on (the content line, warnings, errors), not every file it writes.
  logLevel: command === 'build' ? 'warn' : 'info',
}));
