import { describe, expect, it } from 'vitest';
import { faunaCsv, type FaunaCsvRow } from './fauna-csv.ts';
import { parseReleaseCsv } from '../parse/release-csv.ts';
import { contentReleases, releaseDataFiles, releaseStatistics, releaseSummary, versionEntries, type ReleaseSource } from './releases.ts';

const row = (lloji: string, familja = 'Eresidae', referenca = '(Geci et al., 2021)'): FaunaCsvRow => ({ nr: 1, klasa: '', rendi: 'Araneae', familja, lloji, referenca, grupi: 'Merimangat' });
function source(rows: FaunaCsvRow[], references = '# Referencat\n'): ReleaseSource {
  const fauna = faunaCsv(rows);
  return { texts: { fauna, references }, rows: parseReleaseCsv(fauna, 'x.csv').rows };
}

const V1 = source([row('Eresus niger (Petagna, 1787)'), row('Atypus muralis Bertkau, 1890', 'Atypidae')], '# v1\n');
const V2 = source([row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau, 1890', 'Atypidae'), row('Pholcus phalangioides (Fuesslin, 1775)', 'Pholcidae')], '# v2\n');
const V3 = source([row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau, 1890', 'Atypidae', '(Geci et al., 2021; Naumova et al., 2019)')], '# v3\n');
const config = (version: number, releases: { version: number; issued: string; doi?: string }[]) => ({ citation: { year: 2025, version }, releases });

describe('contentReleases', () => {
  it('publishes every named release whose files the content has, the current content as its own version', () => {
    const { list } = contentReleases(config(3, [{ version: 1, issued: '2023' }, { version: 2, issued: '2024', doi: '10.5281/zenodo.2' }]), new Map([[1, V1], [2, V2]]), V3);
    expect(list.map(({ version, issued, doi, current, stored, previous }) => ({ version, issued, doi, current, stored, previous }))).toEqual([
      { version: 1, issued: '2023', doi: null, current: false, stored: true, previous: null },
      { version: 2, issued: '2024', doi: '10.5281/zenodo.2', current: false, stored: true, previous: 1 },
      { version: 3, issued: '2025', doi: null, current: true, stored: false, previous: 2 },
    ]);
    expect(list[0]!.changes).toBeNull();
    expect(list[1]!.changes?.map((change) => [change.code, change.key])).toEqual([['added', 'Eresus kollari'], ['added', 'Pholcus phalangioides'], ['removed', 'Eresus niger']]);
    expect(list[2]!.changes?.map((change) => [change.code, change.key, change.current])).toEqual([['sources-added', 'Atypus muralis', 'Naumova et al., 2019'], ['removed', 'Pholcus phalangioides', null]]);
  });

  it('compares each release with the newest one before it the content has, and applies the stated renames', () => {
    const { list, histories } = contentReleases(config(3, [{ version: 1, issued: '2023' }, { version: 2, issued: '2024' }]), new Map([[1, V1]]), V3, [{ from: 'Eresus niger', to: 'Eresus kollari' }]);
    expect(list.map((release) => [release.version, release.previous])).toEqual([[1, null], [3, 1]]);
    expect(list[1]!.changes?.map((change) => [change.code, change.key, change.previous])).toEqual([
      ['renamed', 'Eresus kollari', 'Eresus niger (Petagna, 1787)'],
      ['authorship', 'Eresus kollari', '(Petagna, 1787)'],
      ['sources-added', 'Atypus muralis', 'Geci et al., 2021'],
    ]);
    // Version 2 has no files: the changes came in version 2 or 3, compared with version 1.
    expect(histories.get('Eresus kollari')).toEqual({ since: 1, changes: [
      { version: 3, code: 'renamed', previous: 'Eresus niger (Petagna, 1787)', current: 'Eresus kollari Rossi, 1846', comparedWith: 1 },
      { version: 3, code: 'authorship', previous: '(Petagna, 1787)', current: 'Rossi, 1846', comparedWith: 1 },
    ] });
  });

  it("publishes the content's own version from releases/{N}/ when it is kept there", () => {
    const { list } = contentReleases(config(2, []), new Map([[2, V2]]), V3);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ version: 2, stored: true, current: true, source: V2 });
  });
});

describe('versionEntries', () => {
  it('lists every version site.json names, oldest first, a version without files unpublished but with its date and DOI', () => {
    const named = config(3, [{ version: 2, issued: '2024' }, { version: 1, issued: '2023', doi: '10.5281/zenodo.1' }]);
    expect(versionEntries(named, [2, 3])).toEqual([
      { version: 1, issued: '2023', doi: '10.5281/zenodo.1', current: false, published: false },
      { version: 2, issued: '2024', doi: null, current: false, published: true },
      { version: 3, issued: '2025', doi: null, current: true, published: true },
    ]);
  });
});

describe("a release's files and summary", () => {
  const { list } = contentReleases(config(2, [{ version: 1, issued: '2024' }]), new Map([[1, V1]]), V2);

  it('publishes its two files as kept, and its changes when there is a release before it', () => {
    const first = releaseDataFiles(list[0]!);
    expect([...first.keys()]).toEqual(['data/releases/1/fauna-of-kosovo.csv', 'data/releases/1/references.md']);
    expect(first.get('data/releases/1/fauna-of-kosovo.csv')).toEqual({ text: V1.texts.fauna, mediaType: 'text/csv' });
    const second = releaseDataFiles(list[1]!);
    expect([...second.keys()]).toEqual(['data/releases/2/fauna-of-kosovo.csv', 'data/releases/2/references.md', 'data/releases/2/changes.csv', 'data/releases/2/CHANGES.md']);
    expect(second.get('data/releases/2/CHANGES.md')?.text).toMatch(/^# Changes in version 2 \(since version 1\)\n/);
    expect(second.get('data/releases/2/changes.csv')?.text).toMatch(/^\uFEFFNdryshimi,Lloji,Grupi,Më parë,Tani\r\nadded,/);
  });

  it('sums it up for the pages: statistics, how many changed in each way, its downloads', () => {
    expect(releaseSummary(list[1]!)).toEqual({
      version: 2,
      issued: '2025',
      doi: null,
      current: true,
      previous: 1,
      statistics: { species: 3, genera: 3, families: 3, orders: 1 },
      changeCounts: { added: 2, removed: 1, renamed: 0, moved: 0, authorship: 0, 'sources-added': 0 },
      downloads: [
        { kind: 'fauna', path: 'data/releases/2/fauna-of-kosovo.csv', mediaType: 'text/csv' },
        { kind: 'references', path: 'data/releases/2/references.md', mediaType: 'text/markdown' },
        { kind: 'changesCsv', path: 'data/releases/2/changes.csv', mediaType: 'text/csv' },
        { kind: 'changesMarkdown', path: 'data/releases/2/CHANGES.md', mediaType: 'text/markdown' },
      ],
    });
    expect(releaseSummary(list[0]!)).toMatchObject({ previous: null, changeCounts: null, downloads: [{ kind: 'fauna' }, { kind: 'references' }] });
  });

  it('counts species by their key, a subspecies and a species apart, the same species in two groups once', () => {
    const rows = source([row('Salmo trutta Linnaeus, 1758', 'Salmonidae'), row('Salmo trutta macrostigma (Duméril, 1858)', 'Salmonidae'), { ...row('Salmo trutta Linnaeus, 1758', 'Salmonidae'), grupi: 'Peshqit' }]).rows;
    expect(releaseStatistics(rows)).toEqual({ species: 2, genera: 1, families: 1, orders: 1 });
  });
});
