import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseDataFiles } from '../derived/releases.ts';
import { contentSource, DEFAULT_CONTENT_DIR } from './content-dir.server.ts';
import { readContent } from './load-content.server.ts';
import { startNextVersion } from './next-version.server.ts';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A maintainer's folder over the default content: empty, or a copy of the default content's own. */
function folder(copy: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fauna-next-'));
  temporary.push(dir);
  if (copy) cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  return dir;
}

describe('startNextVersion', () => {
  it("keeps the published version byte for byte and raises site.json, whose own lines stay as written", () => {
    const own = folder(true);
    const before = readContent(contentSource(own), {});
    const published = releaseDataFiles(before.releases.list.at(-1)!);
    const siteBefore = readFileSync(path.join(own, 'site.json'), 'utf8');

    const done = startNextVersion(contentSource(own), 2026);
    expect(done).toEqual({ kept: 2, next: 3, year: 2026, files: ['releases/2/fauna-of-kosovo.csv', 'releases/2/references.md'], siteJson: 'site.json' });
    expect(readFileSync(path.join(own, 'releases/2/fauna-of-kosovo.csv'), 'utf8')).toBe(published.get('data/releases/2/fauna-of-kosovo.csv')!.text);
    expect(readFileSync(path.join(own, 'releases/2/references.md'), 'utf8')).toBe(published.get('data/releases/2/references.md')!.text);
    const siteAfter = readFileSync(path.join(own, 'site.json'), 'utf8');
    expect(siteAfter).toBe(
      siteBefore
        .replace('"year": 2025', '"year": 2026')
        .replace('"version": 2\n', '"version": 3\n')
        .replace('{ "version": 2, "issued": "2025" }', '{ "version": 2, "issued": "2025" },\n    { "version": 3, "issued": "2026" }'),
    );

    // The content now is version 3: version 2 kept with its changes since 1, and the same as 3 until the year's changes.
    const after = readContent(contentSource(own), {});
    expect(after.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(after.releases.list.map(({ version, stored, current, changes }) => [version, stored, current, changes?.length ?? null])).toEqual([
      [1, true, false, null],
      [2, true, false, before.releases.list.at(-1)!.changes!.length],
      [3, false, true, 0],
    ]);
  });

  it("writes site.json into the maintainer's folder when it came from the default content, naming the kept version", () => {
    const own = folder(false);
    const done = startNextVersion(contentSource(own), 2026);
    expect(done.siteJson).toBe('site.json');
    const site = JSON.parse(readFileSync(path.join(own, 'site.json'), 'utf8')) as { citation: { version: number }; releases: unknown[] };
    expect(site.citation.version).toBe(3);
    expect(site.releases).toEqual([{ version: 1, issued: '2024' }, { version: 2, issued: '2025' }, { version: 3, issued: '2026' }]);
    expect(readContent(contentSource(own), {}).releases.list.map((release) => release.version)).toEqual([2, 3]);
  });

  it('refuses a version kept already, and content with errors, changing nothing', () => {
    const own = folder(true);
    startNextVersion(contentSource(own), 2026);
    const site = readFileSync(path.join(own, 'site.json'), 'utf8');
    cpSync(path.join(own, 'releases/2'), path.join(own, 'releases/3'), { recursive: true });
    expect(() => startNextVersion(contentSource(own), 2027)).toThrow('version 3 is kept already in releases/3/');
    writeFileSync(path.join(own, 'site.json'), site.replace('"productName"', '"productName": "",\n  "x"'));
    expect(() => startNextVersion(contentSource(own), 2027)).toThrow(/^the content has 1 error\(s\)/);
    expect(readFileSync(path.join(own, 'releases/3/fauna-of-kosovo.csv'), 'utf8')).toBe(readFileSync(path.join(own, 'releases/2/fauna-of-kosovo.csv'), 'utf8'));
  });
});
