import { readFileSync, statSync } from 'node:fs';
import { contentSource, listContentFiles, readContentFile, type ContentSource } from '../content-dir.server.ts';
import { SITE_CONFIG_FILE } from '../site-config.ts';
import { buildOptions } from '../build-options.server.ts';
import { checkContentFiles, CHECKLISTS_DIR, type ContentCheck, type ContentFiles } from './check-content.ts';

/** site.json and every file of `checklists/`, resolved folder by folder (a maintainer's folder first). */
export function readContentFiles(source: ContentSource): ContentFiles {
  const checklists = new Map<string, string | null>();
  for (const [name, file] of listContentFiles(source, CHECKLISTS_DIR)) {
    if (!statSync(file).isFile()) continue;
    checklists.set(name, /\.csv$/i.test(name) ? readFileSync(file, 'utf8') : null);
  }
  return { siteJson: readContentFile(source, SITE_CONFIG_FILE), checklists, siteUrlOverride: buildOptions().siteUrl };
}

/** Checks the content the site would be built from; errors must stop the build, warnings are for maintainers. */
export function checkContent(source: ContentSource = contentSource()): ContentCheck {
  return checkContentFiles(readContentFiles(source));
}
