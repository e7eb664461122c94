// Starting next year's version (`npm run next-version`): the version the site publishes now is kept in
// `releases/{N}/` as published, and site.json is raised to N + 1 (README, "Publishing next year's version").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { RELEASE_FILES, releaseFile } from '../../config/paths.ts';
import { CONTENT_FILES, CONTENT_FOLDERS } from '../content-files.ts';
import { releaseDataFiles } from '../derived/releases.ts';
import { formatIssue } from '../issues.ts';
import { findContentFile, type ContentSource } from './content-dir.server.ts';
import { readContent } from './load-content.server.ts';

/** What `startNextVersion` did: the version kept, with its files, and the site.json it wrote. */
export type NextVersion = { kept: number; next: number; year: number; files: string[]; siteJson: string };

/**
 * Keeps the content's own version in the maintainer's folder (`releases/{N}/`, the two files byte for byte as the
 * build publishes them) and raises site.json to version N + 1 of `year`, naming it in `releases` beside N. Refuses
 * content with errors, and a version already kept. site.json is edited in place, its layout kept; one taken from the
 * default content is written into the maintainer's folder.
 */
export function startNextVersion(source: ContentSource, year: number): NextVersion {
  const content = readContent(source);
  const errors = content.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0 || !content.config) {
    throw new Error(`the content has ${errors.length} error(s); fix them first (npm run check-content):\n${errors.map(formatIssue).join('\n')}`);
  }
  const { citation } = content.config;
  const current = content.releases.list.find((release) => release.current);
  if (!current || current.stored) {
    throw new Error(`version ${citation.version} is kept already in ${CONTENT_FOLDERS.releases.path}/${citation.version}/: raise citation.version in site.json by hand, or delete that folder if it is not what the site published`);
  }
  const own = source.dirs[0]!;
  const published = releaseDataFiles(current);
  const files = (['fauna', 'references'] as const).map((kind) => {
    const file = path.posix.join(CONTENT_FOLDERS.releases.path, String(current.version), RELEASE_FILES[kind]);
    mkdirSync(path.join(own, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(own, file), published.get(releaseFile(current.version, kind))!.text);
    return file;
  });

  const found = findContentFile(source, CONTENT_FILES.site.path)!;
  const target = found.dir === own ? found.file : path.join(own, CONTENT_FILES.site.path);
  let text = readFileSync(found.file, 'utf8');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const set = (at: JSONPath, value: unknown) => {
    text = applyEdits(text, modify(text, at, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol } }));
  };
  const next = citation.version + 1;
  set(['citation', 'version'], next);
  set(['citation', 'year'], year);
  // site.json names the kept version (with its date and DOI) if it did not, and the next one after the others.
  const named = content.config.releases;
  const kept = { version: current.version, issued: current.issued, ...(current.doi ? { doi: current.doi } : {}) };
  const entries = [...(named?.some((release) => release.version === current.version) ? [] : [kept]), { version: next, issued: String(year) }];
  if (!named) set(['releases'], entries);
  else text = withEntries(text, entries, eol);
  writeFileSync(target, text);
  return { kept: current.version, next, year, files, siteJson: path.relative(own, target) || CONTENT_FILES.site.path };
}

/**
 * site.json with `entries` added at the end of its `releases`, each on a line of its own as the README writes them
 * (`{ "version": 3, "issued": "2026" }`), indented as the entry before.
 */
function withEntries(text: string, entries: readonly Record<string, string | number>[], eol: string): string {
  const list = findNodeAtLocation(parseTree(text)!, ['releases'])!;
  const last = list.children?.at(-1);
  const oneLine = (entry: Record<string, string | number>) => `{ ${Object.entries(entry).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`;
  if (!last) return `${text.slice(0, list.offset)}[${entries.map(oneLine).join(', ')}]${text.slice(list.offset + list.length)}`;
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const end = last.offset + last.length;
  return `${text.slice(0, end)}${entries.map((entry) => `,${eol}${indent}${oneLine(entry)}`).join('')}${text.slice(end)}`;
}
