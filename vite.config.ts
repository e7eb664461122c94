import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildOptions } from './src/content/build-options.server.ts';
import { faunaContent } from './src/content/vite-plugin.server.ts';

export default defineConfig({
  plugins: [faunaContent(buildOptions()), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
