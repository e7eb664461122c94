import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { serverMayImport } from './import-boundaries.js';

// Each boundary rule, run through ESLint's Node API on a snippet placed at a virtual path of the repository.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** Any module of a source folder, so the snippets import real files. */
function moduleIn(dir: string, pattern = /^(?!.*\.(test|server)\.).*\.tsx?$/): string {
  const allowedInServer = new Set(serverMayImport.map((file) => path.join(root, file)));
  const name = readdirSync(path.join(root, dir)).find(
    (file) => pattern.test(file) && !allowedInServer.has(path.join(root, dir, file)),
  );
  if (!name) throw new Error(`no module in ${dir}`);
  return path.join(root, dir, name);
}

/** An import statement of `target` as written in a file at `filePath`. */
function importOf(filePath: string, target: string): string {
  const specifier = path.relative(path.dirname(filePath), target).split(path.sep).join('/');
  return `import * as m from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const used = m;\n`;
}

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

async function importRules(file: string, target: string): Promise<string[]> {
  return ruleIdsFor(file, importOf(path.join(root, file), target));
}

const features = readdirSync(path.join(root, 'src/features'));
const [featureA = '', featureB = ''] = features;
const serverFile = moduleIn('src/content/node', /\.server\.ts$/);
const restricted = 'import-x/no-restricted-paths';
const buildOnly = 'no-restricted-imports';

describe('import boundaries', () => {
  it('a feature importing another feature fails', async () => {
    expect(await importRules(`src/features/${featureA}/x.tsx`, moduleIn(`src/features/${featureB}`))).toContain(
      restricted,
    );
  });

  it('a feature importing its own files, components, content, config and i18n passes', async () => {
    for (const target of [
      moduleIn(`src/features/${featureA}`),
      moduleIn('src/components'),
      moduleIn('src/content'),
      moduleIn('src/config'),
      moduleIn('src/i18n'),
    ]) {
      expect(await importRules(`src/features/${featureA}/x.tsx`, target)).toEqual([]);
    }
  });

  it('components, content, config and i18n importing a feature or the app fail', async () => {
    for (const folder of ['src/components', 'src/content', 'src/config', 'src/i18n']) {
      expect(await importRules(`${folder}/x.ts`, moduleIn(`src/features/${featureA}`))).toContain(restricted);
      expect(await importRules(`${folder}/x.ts`, moduleIn('src/app'))).toContain(restricted);
    }
  });

  it('a feature importing the app fails', async () => {
    expect(await importRules(`src/features/${featureA}/x.tsx`, moduleIn('src/app'))).toContain(restricted);
  });

  it('browser code importing a *.server.ts file fails', async () => {
    for (const file of ['src/features/a/x.tsx', 'src/components/x.tsx', 'src/content/x.ts', 'src/app/root.tsx']) {
      expect(await importRules(file, serverFile)).toContain(buildOnly);
    }
  });

  it('browser code importing a node built-in fails', async () => {
    expect(await ruleIdsFor('src/components/x.ts', "import path from 'node:path';\nexport const p = path;\n")).toContain(
      buildOnly,
    );
  });

  it('routes, route modules, build-only code, tests and tooling may import a *.server.ts file', async () => {
    for (const file of [
      'src/app/routes.ts',
      'src/app/routes/x.tsx',
      'src/content/x.server.ts',
      'src/content/x.test.ts',
      'scripts/x.ts',
      'e2e/x.ts',
      'vite.config.ts',
      'react-router.config.ts',
    ]) {
      expect(await importRules(file, serverFile), file).toEqual([]);
    }
  });

  it('server/ importing the site code, scripts or a dev dependency fails', async () => {
    expect(await importRules('server/x.ts', moduleIn('src/content'))).toContain(restricted);
    expect(await importRules('server/x.ts', serverFile)).toContain(restricted);
    expect(await importRules('server/x.ts', moduleIn('scripts'))).toContain(restricted);
    expect(await ruleIdsFor('server/x.ts', "import { build } from 'vite';\nexport const b = build;\n")).toContain(
      'import-x/no-extraneous-dependencies',
    );
  });

  it('server/ importing node built-ins, its packages, its own files, the build-info and site-manifest files passes', async () => {
    const code = [
      "import path from 'node:path';",
      "import fresh from 'fresh';",
      `import * as own from './${path.basename(moduleIn('server'))}';`,
      "import * as info from '../src/config/build-info.server.ts';",
      "import * as manifest from '../src/config/site-manifest.server.ts';",
      'export const used = [path, fresh, own, info, manifest];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('server/x.ts', code)).toEqual([]);
  });

  it("server/ tests may use the build's scripts; the server may not", async () => {
    expect(await importRules('server/x.test.ts', moduleIn('scripts'))).not.toContain(restricted);
    expect(await importRules('server/x.ts', moduleIn('scripts'))).toContain(restricted);
  });

  describe('import cycles', () => {
    // A cycle needs files on disk: two modules that import each other, in a build-* folder (which git and
    // `eslint .` ignore, so a lint running meanwhile never sees them), removed afterwards.
    const dir = mkdtempSync(path.join(root, 'build-lint-cycle-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const code = { a: "import { b } from './b.ts';\nexport const a = () => b;\n", b: "import { a } from './a.ts';\nexport const b = () => a;\n" };
    writeFileSync(path.join(dir, 'a.ts'), code.a);
    writeFileSync(path.join(dir, 'b.ts'), code.b);
    const unignored = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), ignore: false });

    it('a module in a cycle fails', async () => {
      const [result] = await unignored.lintText(code.a, { filePath: path.join(dir, 'a.ts') });
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    });

    it('the same modules without the cycle pass', async () => {
      const [result] = await unignored.lintText("export const a = () => 1;\n", { filePath: path.join(dir, 'a.ts') });
      expect(result?.messages).toEqual([]);
    });
  });
  it('content code flows one way: a parser importing derived or build code fails, the other way passes', async () => {
    expect(await importRules('src/content/parse/x.ts', moduleIn('src/content/derived'))).toContain(restricted);
    expect(await importRules('src/content/check/x.ts', moduleIn('src/content/node', /\.server\.ts$/))).toContain(restricted);
    expect(await importRules('src/content/derived/x.ts', moduleIn('src/content/parse'))).not.toContain(restricted);
  });
});
