import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_FOLDERS } from '../content-files.ts';
import type { KeptRelease } from '../check/release-rules.ts';
import type { ContentIssue } from '../issues.ts';
import type { ContentSource } from './content-dir.server.ts';

const RELEASES = CONTENT_FOLDERS.releases;

/**
 * The releases kept in the content folder's `releases/{N}/`, each file read and parsed, every problem located.
 * Only the maintainers' own folder (the first of the source) is read: the default content's releases are its own.
 */
export function readKeptReleases(source: ContentSource): { kept: KeptRelease[]; issues: ContentIssue[] } {
  const root = source.dirs[0];
  const folder = root === undefined ? null : path.join(root, RELEASES.path);
  const issues: ContentIssue[] = [];
  if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) return { kept: [], issues };
  const kept: KeptRelease[] = [];
  const names = readdirSync(folder).map((name) => name.normalize('NFC')).filter((name) => !name.startsWith('.'));
  for (const name of names.toSorted((a, b) => Number(a) - Number(b) || a.localeCompare(b))) {
    const relative = `${RELEASES.path}/${name}`;
    if (!RELEASES.entry.test(name) || !statSync(path.join(folder, name)).isDirectory()) {
      issues.push({ severity: 'warning', file: relative, line: 0, message: `not a release: ${RELEASES.path}/ holds one folder per version, named by its number (${RELEASES.path}/1/, ${RELEASES.path}/2/…); this is ignored` });
      continue;
    }
    const read = <T>(file: { name: string; parse(text: string, path: string): { value: T | null; issues: ContentIssue[] } }) => {
      const filePath = `${relative}/${file.name}`;
      const full = path.join(folder, name, file.name);
      if (!existsSync(full)) {
        issues.push({ severity: 'error', file: filePath, line: 0, message: `file not found: a release keeps the files the site published for it (${Object.values(RELEASES.files).map((entry) => entry.name).join(', ')})` });
        return { path: filePath, text: null, value: null };
      }
      const text = readFileSync(full, 'utf8');
      const parsed = file.parse(text, filePath);
      issues.push(...parsed.issues);
      return { path: filePath, text, value: parsed.value };
    };
    const fauna = read(RELEASES.files.fauna);
    const references = read(RELEASES.files.references);
    kept.push({
      version: Number(name),
      folder: relative,
      files: { fauna: fauna.path, references: references.path },
      texts: { fauna: fauna.text, references: references.text },
      rows: fauna.value,
    });
  }
  return { kept, issues };
}
