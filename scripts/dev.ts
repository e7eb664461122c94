// `npm run dev`: React Router's development server, once the content has no errors. With errors, they are listed at
// their file, line and column, as the build lists them, and the server does not start (React Router would say only
// that its route config is invalid, with a stack trace). Its arguments are passed on: `npm run dev -- --port 5199`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildOptions } from '../src/content/node/build-options.server.ts';
import { contentSource } from '../src/content/node/content-dir.server.ts';
import { contentErrorReport } from '../src/content/node/load-content.server.ts';

try {
  const found = contentErrorReport(contentSource(buildOptions().contentDir));
  if (found !== null) {
    console.error(`${found.report}\nFix them, then run \`npm run dev\` again (\`npm run check-content\` lists every problem).`);
    process.exit(1);
  }
} catch (error) {
  console.error((error as Error).message); // no content folder there
  process.exit(1);
}
// React Router's command line itself, not through npx: a signal passed on reaches the server.
const cli = path.join(import.meta.dirname, '../node_modules/@react-router/dev/bin.js');
const server = spawn(process.execPath, [cli, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
// A signal is passed on to the server (Ctrl-C reaches it anyway), and this process ends with it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
