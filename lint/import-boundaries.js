// One-way imports, as ESLint rules (see docs/decisions/0007-import-boundaries.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.resolve(import.meta.dirname, '..');

/** The feature folders under src/features: each may import only itself and shared code. */
export const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What server/ may import from the repository besides its own files. */
export const serverMayImport = [
  './src/config/build-info.server.ts',
  './src/config/site-manifest.server.ts',
];

const SHARED = 'Shared code (components, content, config, i18n) never imports features or the app.';
const FEATURE = 'A feature never imports another feature: move what both need into src/components or src/content.';
const APP = 'Features never import the app (src/app).';
const SERVER = `server/ imports only node built-ins, npm packages, its own files and ${serverMayImport.map((file) => file.slice(2)).join(', ')} (its tests may also use the build's scripts).`;
const BUILD_ONLY =
  'Browser code never imports *.server.ts (build-only) files: only src/app/routes.ts, route modules (for their loaders), other *.server.ts files, tests and tooling may.';

const CONTENT_LAYERS =
  'Content code flows one way: parse/ (one parser per content file) → check/ (rules across files) and derived/ (what pages and data files are made of) → node/ (*.server.ts: Node-only, run at build time). See src/content/README.md.';

const NODE_ONLY = 'Browser code never imports node built-ins: file access belongs in a *.server.ts file.';

const zones = [
  { target: ['./src/components', './src/content', './src/config', './src/i18n'], from: ['./src/features', './src/app'], message: SHARED },
  { target: './src/features', from: './src/app', message: APP },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: FEATURE,
  })),
  // The server's tests may describe a site as the build does (scripts/build); the server itself never.
  { target: './server/**/!(*.test).ts', from: '.', except: ['./server', './node_modules', ...serverMayImport], message: SERVER },
  { target: './src/content/parse', from: ['./src/content/check', './src/content/derived', './src/content/node'], message: CONTENT_LAYERS },
  { target: './src/content/derived', from: ['./src/content/check', './src/content/node'], message: CONTENT_LAYERS },
  { target: './src/content/check', from: './src/content/node', message: CONTENT_LAYERS },
];

export const importBoundaries = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server runs with production dependencies only.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, packageDir: root }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/routes.ts', 'src/app/routes/**', 'src/**/*.server.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`\.server(\.tsx?)?$`, message: BUILD_ONLY },
            { regex: '^node:', message: NODE_ONLY },
          ],
        },
      ],
    },
  },
];
