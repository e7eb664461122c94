// `npm run rollback`: serves the previous build again (the running servers follow), and the current one becomes
// the previous. Run it again to undo it.
import { buildOptions } from '../src/content/node/build-options.server.ts';
import { rollbackSite } from './build/publish.ts';

const { buildDir } = buildOptions();
try {
  console.log(`Serving build ${rollbackSite(buildDir)} again in ${buildDir}.`);
} catch (error) {
  console.error(`Cannot roll back: ${(error as Error).message}`);
  process.exit(1);
}
