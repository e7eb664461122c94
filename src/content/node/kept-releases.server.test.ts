import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './content-dir.server.ts';
import { formatIssue } from '../issues.ts';
import { readContent } from './load-content.server.ts';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const RELEASE_1 = readFileSync(path.join(DEFAULT_CONTENT_DIR, 'releases/1/fauna-of-kosovo.csv'), 'utf8');
const REFERENCES_1 = readFileSync(path.join(DEFAULT_CONTENT_DIR, 'releases/1/references.md'), 'utf8');

/** A copy of the default content's site.json and checklists, with `files` written over it (null: removed). */
function folder(files: Record<string, string | null>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fauna-releases-'));
  temporary.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    if (text === null) rmSync(path.join(dir, file), { recursive: true, force: true });
    else {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  }
  return dir;
}

const releaseLines = (dirs: string[]) => readContent({ dirs }, {}).issues.filter((issue) => /^releases\/|site\.json:\d+:\d+/.test(formatIssue(issue))).map(formatIssue);

describe('the releases of the default content', () => {
  const content = readContent({ dirs: [DEFAULT_CONTENT_DIR] }, {});

  it('are version 1, kept in releases/1/, and version 2, the content itself, with no problem', () => {
    expect(content.issues.filter((issue) => issue.file.startsWith('releases/'))).toEqual([]);
    expect(content.releases.list.map(({ version, issued, current, stored, previous }) => ({ version, issued, current, stored, previous }))).toEqual([
      { version: 1, issued: '2024', current: false, stored: true, previous: null },
      { version: 2, issued: '2025', current: true, stored: false, previous: 1 },
    ]);
  });

  it('differ as the earlier list did: two species described in 2025 added, two fishes moved to Leuciscidae, one authorship corrected', () => {
    expect(content.releases.list[1]!.changes?.map((change) => `${change.code}: ${change.key} (${change.previous ?? ''} → ${change.current ?? ''})`)).toEqual([
      'added: Eratigena mirusha ( → Eratigena mirusha Geci, Naumova & Ibrahimi, 2025)',
      'added: Tinodes lumbardhi ( → Tinodes lumbardhi Ibrahimi, Bilalli & Musliu, 2025)',
      'moved: Rutilus rutilus (Cypriniformes › Cyprinidae → Cypriniformes › Leuciscidae)',
      'moved: Squalius cephalus (Cypriniformes › Cyprinidae → Cypriniformes › Leuciscidae)',
      'authorship: Vipera ammodytes (Linnaeus, 1758 → (Linnaeus, 1758))',
    ]);
    expect(content.releases.histories.get('Tinodes lumbardhi')).toEqual({ since: 2, changes: [] });
    expect(content.releases.histories.get('Canis lupus')).toEqual({ since: 1, changes: [] });
  });
});

describe('reading releases/ of a content folder', () => {
  it('reports a broken row with file:line:column and keeps going: the rest of the release is read and published', () => {
    const broken = RELEASE_1.replace('"Philaeus chrysops (Poda, 1761)"', '');
    const dir = folder({ 'releases/1/fauna-of-kosovo.csv': broken });
    const content = readContent({ dirs: [dir] }, {});
    expect(content.issues.filter((issue) => issue.file.startsWith('releases/')).map(formatIssue)).toEqual([
      'releases/1/fauna-of-kosovo.csv:3:5: error: this row has no species name (Lloji), so it is not shown',
    ]);
    expect(content.releases.list[0]!.source.rows).toHaveLength(RELEASE_1.trim().split('\n').length - 2);
    expect(content.releases.list[1]!.changes?.filter((change) => change.code === 'added').map((change) => change.key)).toContain('Philaeus chrysops');
  });

  it('reports a missing file of a release, and what in releases/ is not a release', () => {
    const dir = folder({ 'releases/1/references.md': null, 'releases/notes.txt': 'x', 'releases/v3/references.md': REFERENCES_1 });
    expect(releaseLines([dir])).toEqual([
      'releases/1/references.md: error: file not found: a release keeps the files the site published for it (fauna-of-kosovo.csv, references.md)',
      'releases/notes.txt: warning: not a release: releases/ holds one folder per version, named by its number (releases/1/, releases/2/…); this is ignored',
      'releases/v3: warning: not a release: releases/ holds one folder per version, named by its number (releases/1/, releases/2/…); this is ignored',
    ]);
  });

  it("never takes the default content's releases for a folder's own: a folder without releases/ has its current version only", () => {
    const dir = folder({ releases: null });
    const content = readContent({ dirs: [dir, DEFAULT_CONTENT_DIR] }, {});
    expect(content.releases.list.map((release) => release.version)).toEqual([2]);
    expect(releaseLines([dir, DEFAULT_CONTENT_DIR])).toEqual([
      expect.stringMatching(/^site\.json:\d+:5: warning: release 1 has no folder releases\/1\/ holding the files the site published for it/),
    ]);
  });

  it("warns when the content's own version is kept and its checklists have changed since", () => {
    const dir = folder({ 'releases/2/fauna-of-kosovo.csv': RELEASE_1, 'releases/2/references.md': readFileSync(path.join(DEFAULT_CONTENT_DIR, 'references.md'), 'utf8') });
    expect(releaseLines([dir])).toEqual([expect.stringMatching(/^releases\/2\/fauna-of-kosovo\.csv:2: warning: version 2 is the content's own, but its checklists have changed since it was kept here \(first at this row: Lloji "Pisaura mirabilis \(Clerck, 1757\)" here, "Eratigena mirusha/)]);
    // The kept files are what the site publishes as version 2.
    expect(readContent({ dirs: [dir] }, {}).releases.list[1]).toMatchObject({ version: 2, stored: true, current: true });
  });
});
