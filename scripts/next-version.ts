// Starts next year's version: `npm run next-version [folder]`. Keeps the version the site publishes now in
// `releases/{N}/` as published and raises site.json to N + 1 of this year (src/content/node/next-version.server.ts).
import { contentSource } from '../src/content/node/content-dir.server.ts';
import { startNextVersion } from '../src/content/node/next-version.server.ts';

const [folder, ...rest] = process.argv.slice(2);
if (rest.length > 0) {
  console.error('usage: npm run next-version [folder]');
  process.exit(1);
}
try {
  const done = startNextVersion(contentSource(folder), new Date().getFullYear());
  console.log(`Version ${done.kept} kept as the site publishes it: ${done.files.join(', ')}`);
  console.log(`${done.siteJson}: citation.version ${done.next}, citation.year ${done.year}, and release ${done.next} named in "releases" (issued "${done.year}": give its date when you publish it)`);
  console.log(`Now make the year's changes, then run npm run check-content: its Releases line counts what changed since version ${done.kept}.`);
} catch (error) {
  console.error(`Cannot start the next version: ${(error as Error).message}`);
  process.exit(1);
}
