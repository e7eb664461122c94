// Production server for the built site: `npm run serve` (after `npm run build`).
// Env: PORT (default 3000), FAUNA_BUILD_DIR (the build's output root, default build; the site is in <root>/client),
// FAUNA_LOG=1 (one line per request).
import path from 'node:path';
import { readBuildInfo, startServer } from './app.ts';

const root = path.resolve(process.env.FAUNA_BUILD_DIR || path.join(import.meta.dirname, '..', 'build'), 'client');
const port = Number(process.env.PORT || 3000);

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const { basePath } = readBuildInfo(root);
  const running = await startServer({
    root,
    basePath,
    port,
    log: process.env.FAUNA_LOG === '1' ? (line) => console.log(line) : undefined,
  });
  console.log(`Fauna of Kosovo: serving ${root} at ${running.url}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: closing the server`);
      void running.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`Cannot start the server: ${(error as Error).message}`);
  if ((error as Error).message.startsWith('Build folder not found')) console.error('Run `npm run build` first.');
  process.exit(1);
}
