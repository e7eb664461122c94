import { describe, expect, it } from 'vitest';
import { likelyRenames, releaseChanges, speciesHistories, type ReleaseRow } from './release-changes.ts';

const row = (lloji: string, referenca = '(Geci et al., 2021)', familja = 'Eresidae', group = 'Merimangat', rendi = 'Araneae'): ReleaseRow => ({ group, rendi, familja, lloji, referenca });
const codes = (changes: ReturnType<typeof releaseChanges>) => changes.map(({ code, name, previous, current }) => [code, name, previous, current]);

describe('releaseChanges', () => {
  it('finds nothing between a release and itself, whatever the spacing of the names', () => {
    const rows = [row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Atypidae')];
    expect(releaseChanges(rows, rows.map((r) => ({ ...r, lloji: ` ${r.lloji.replace(' ', '  ')} ` })))).toEqual([]);
  });

  it('types each change: added, removed, moved, authorship corrected, sources added', () => {
    const previous = [row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau 1890', '(Komnenov, 2014)', 'Atypidae'), row('Zodarion rubidum Simon, 1914', '(Komnenov, 2014)', 'Zodariidae')];
    const current = [
      row('Eresus kollari Rossi, 1846', '(Geci et al., 2021; Komnenov, 2014)'),
      row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Atypidae'),
      row('Zodarion rubidum Simon, 1914', '(Komnenov, 2014)', 'Gnaphosidae'),
      row('Pholcus phalangioides (Fuesslin, 1775)', '(Komnenov, 2014)', 'Pholcidae'),
    ];
    expect(codes(releaseChanges(previous, current))).toEqual([
      ['sources-added', 'Eresus kollari Rossi, 1846', 'Geci et al., 2021', 'Komnenov, 2014'],
      ['moved', 'Zodarion rubidum Simon, 1914', 'Araneae › Zodariidae', 'Araneae › Gnaphosidae'],
      ['added', 'Pholcus phalangioides (Fuesslin, 1775)', null, 'Pholcus phalangioides (Fuesslin, 1775)'],
    ]);
    const corrected = releaseChanges([row('Eresus kollari Rosi, 1846')], [row('Eresus kollari Rossi, 1846')]);
    expect(codes(corrected)).toEqual([['authorship', 'Eresus kollari Rossi, 1846', 'Rosi, 1846', 'Rossi, 1846']]);
    expect(codes(releaseChanges([row('Eresus kollari Rossi, 1846')], []))).toEqual([['removed', 'Eresus kollari Rossi, 1846', 'Eresus kollari Rossi, 1846', null]]);
  });

  it('calls a change of name a rename only where the owners state it (planted defect: without it, a removal and an addition)', () => {
    const previous = [row('Eresus niger (Petagna, 1787)')];
    const current = [row('Eresus kollari Rossi, 1846')];
    expect(codes(releaseChanges(previous, current, [{ from: 'Eresus niger', to: 'Eresus kollari' }]))).toEqual([
      ['renamed', 'Eresus kollari Rossi, 1846', 'Eresus niger (Petagna, 1787)', 'Eresus kollari Rossi, 1846'],
      ['authorship', 'Eresus kollari Rossi, 1846', '(Petagna, 1787)', 'Rossi, 1846'],
    ]);
    expect(releaseChanges(previous, current).map((change) => change.code)).toEqual(['added', 'removed']);
    // A stated rename whose names are not in the releases changes nothing.
    expect(releaseChanges(previous, current, [{ from: 'Eresus sandaliatus', to: 'Eresus kollari' }]).map((change) => change.code)).toEqual(['added', 'removed']);
  });

  it('takes a species listed in two groups as one, moved only when its set of placements changes', () => {
    const twice = [row('Lucanus cervus (Linnaeus, 1758)', '(A, 2001)', 'Lucanidae', 'Coleoptera', 'Coleoptera'), row('Lucanus cervus (Linnaeus, 1758)', '(A, 2001)', 'Lucanidae', 'Pakurrizoret tjerë', 'Coleoptera')];
    expect(releaseChanges(twice, twice.toReversed())).toEqual([]);
  });
});

describe('likelyRenames', () => {
  it('pairs a removal and an addition with the same epithet in another genus, or an epithet a letter or two apart', () => {
    const changes = releaseChanges([row('Eresus niger (Petagna, 1787)'), row('Atypus muralis Bertkau, 1890'), row('Zodarion rubidum Simon, 1914')], [row('Eresus nigra (Petagna, 1787)'), row('Parasitus muralis Bertkau, 1890'), row('Pholcus phalangioides (Fuesslin, 1775)')]);
    expect(likelyRenames(changes).map(({ removed, added }) => [removed.key, added.key])).toEqual([
      ['Eresus niger', 'Eresus nigra'],
      ['Atypus muralis', 'Parasitus muralis'],
    ]);
  });
});

describe('speciesHistories', () => {
  it('gives each species of the newest release the version it entered in and its changes since, through stated renames', () => {
    const v1 = [row('Eresus niger (Petagna, 1787)'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Atypidae')];
    const v2 = [row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Atypidae'), row('Pholcus phalangioides (Fuesslin, 1775)', '(Komnenov, 2014)', 'Pholcidae')];
    const v3 = [row('Eresus kollari Rossi, 1846'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Zodariidae'), row('Pholcus phalangioides (Fuesslin, 1775)', '(Komnenov, 2014)', 'Pholcidae')];
    const histories = speciesHistories([{ version: 3, rows: v3 }, { version: 1, rows: v1 }, { version: 2, rows: v2 }], [{ from: 'Eresus niger', to: 'Eresus kollari' }]);
    const summary = Object.fromEntries([...histories].map(([key, { since, changes }]) => [key, [since, ...changes.map(({ version, code }) => `${code} in ${version}`)]]));
    expect(summary).toEqual({
      'Eresus kollari': [1, 'renamed in 2', 'authorship in 2'],
      'Atypus muralis': [1, 'moved in 3'],
      'Pholcus phalangioides': [2],
    });
    // Without the stated rename, the species entered in version 2.
    expect(speciesHistories([{ version: 1, rows: v1 }, { version: 2, rows: v2 }]).get('Eresus kollari')).toEqual({ since: 2, changes: [] });
  });

  it('says "or earlier", and what a change is compared with, where site.json names versions whose files are not kept', () => {
    const v1 = [row('Eresus niger (Petagna, 1787)'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Atypidae')];
    const v3 = [row('Eresus niger (Petagna, 1787)'), row('Atypus muralis Bertkau, 1890', '(Komnenov, 2014)', 'Zodariidae'), row('Pholcus phalangioides (Fuesslin, 1775)', '(Komnenov, 2014)', 'Pholcidae')];
    // Versions 2 and 4 kept; 1 (before the first kept one) and 3 named without files.
    const histories = speciesHistories([{ version: 2, rows: v1 }, { version: 4, rows: v3 }], [], [1, 2, 3, 4]);
    expect(histories.get('Eresus niger')).toEqual({ since: 2, sinceOrEarlier: true, changes: [] });
    expect(histories.get('Pholcus phalangioides')).toEqual({ since: 4, sinceOrEarlier: true, changes: [] });
    expect(histories.get('Atypus muralis')!.changes).toEqual([{ version: 4, code: 'moved', previous: 'Araneae › Atypidae', current: 'Araneae › Zodariidae', comparedWith: 2 }]);
    // Every version named has its files: the history is certain.
    const certain = speciesHistories([{ version: 1, rows: v1 }, { version: 2, rows: v3 }], [], [1, 2]);
    expect(certain.get('Eresus niger')).toEqual({ since: 1, changes: [] });
    expect(certain.get('Pholcus phalangioides')).toEqual({ since: 2, changes: [] });
    expect(certain.get('Atypus muralis')!.changes[0]).not.toHaveProperty('comparedWith');
  });
});
