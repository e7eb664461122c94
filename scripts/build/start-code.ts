// The start function every page runs after its first paint (`start` of src/app/start-after-paint.ts), compiled by
// Vite into one self-contained script that defines `faunaStart`; the pages' module scripts begin with it
// (defer-modules.ts). The pipeline compiles it once per build.
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
export const START_MODULE = 'src/app/start-after-paint.ts';
/** The name the compiled code defines: the page calls `faunaStart(plan, pageCode)`. */
export const START_GLOBAL = 'faunaStart';

/**
 * The library's entry, a module of no file: the start module's `start` alone, as its default export, so that the
 * script defines the function itself. (Vite makes the entry a path under the root.)
 */
const ENTRY = 'fauna-start-entry';
function startEntry(module: string): Plugin {
  return {
    name: ENTRY,
    resolveId: (id) => (path.basename(id) === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? `export { start as default } from ${JSON.stringify(module)};\n` : null),
  };
}

/** The start module compiled, minified, as a script that defines the function `faunaStart` (`var faunaStart = …`). */
export async function buildStartCode(module = path.join(root, START_MODULE)): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [startEntry(module)],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: ENTRY, formats: ['iife'], name: START_GLOBAL, fileName: 'start' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${START_MODULE} compiled into ${chunks.length} scripts, not one`);
  return chunks[0]!.code.trim();
}
