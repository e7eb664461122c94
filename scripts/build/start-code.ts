// The start function every page runs after its first paint (src/app/start-after-paint.ts), compiled by Vite into one
// self-contained script that defines `faunaStart`; the pages' module scripts begin with it (defer-modules.ts). The
// pipeline compiles it once per build.
import path from 'node:path';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
export const START_MODULE = 'src/app/start-after-paint.ts';
/** The name the compiled code defines; the page calls `faunaStart.start(plan, pageCode)`. */
export const START_GLOBAL = 'faunaStart';

/** The start module compiled, minified, as a script that defines `faunaStart` (`var faunaStart = …`). */
export async function buildStartCode(entry = path.join(root, START_MODULE)): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: START_GLOBAL, fileName: 'start' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${START_MODULE} compiled into ${chunks.length} scripts, not one`);
  return chunks[0]!.code.trim();
}
