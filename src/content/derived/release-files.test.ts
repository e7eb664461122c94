import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { releaseChanges, type ReleaseRow } from './release-changes.ts';
import { CHANGES_CSV_COLUMNS, changesCsv, changesMarkdown } from './release-files.ts';

const row = (lloji: string, familja = 'Eresidae', referenca = '(Geci et al., 2021)'): ReleaseRow => ({ group: 'Merimangat', rendi: 'Araneae', familja, lloji, referenca });
const changes = releaseChanges(
  [row('Eresus niger (Petagna, 1787)'), row('Zodarion rubidum Simon, 1914', 'Zodariidae'), row('Atypus muralis Bertkau, 1890', 'Atypidae')],
  [row('Eresus kollari Rossi, 1846'), row('Zodarion rubidum Simon, 1914', 'Gnaphosidae'), row('Pholcus phalangioides (Fuesslin, 1775)', 'Pholcidae')],
  [{ from: 'Eresus niger', to: 'Eresus kollari' }],
);

describe('changesCsv', () => {
  it('writes one row per change that parses back to the changes, code and previous value included', () => {
    const text = changesCsv(changes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(Object.keys(data[0]!)).toEqual([...CHANGES_CSV_COLUMNS]);
    expect(data.map((cells) => [cells.Ndryshimi, cells.Lloji, cells['Më parë'], cells.Tani])).toEqual(
      changes.map((change) => [change.code, change.name, change.previous ?? '', change.current ?? '']),
    );
    expect(data.map((cells) => cells.Ndryshimi)).toEqual(['renamed', 'authorship', 'moved', 'added', 'removed']);
  });
});

describe('changesMarkdown', () => {
  it('counts each kind of change and lists its species, previous → current, each name in italics and its authorship in roman', () => {
    const text = changesMarkdown(2, 1, changes);
    expect(text).toContain('# Changes in version 2 (since version 1)');
    expect(text).toContain('- Added: 1\n- Removed: 1\n- Renamed (stated by the authors): 1\n- Moved to another order or family: 1\n- Authorship corrected: 1\n');
    expect(text).toContain('- *Eresus kollari* Rossi, 1846 (Merimangat): *Eresus niger* (Petagna, 1787) → *Eresus kollari* Rossi, 1846');
    expect(text).toContain('## Removed\n\n- *Atypus muralis* Bertkau, 1890 (Merimangat)\n');
    expect(text).toContain('- *Zodarion rubidum* Simon, 1914 (Merimangat): Araneae › Zodariidae → Araneae › Gnaphosidae');
    expect(changesMarkdown(3, 2, [])).toBe('# Changes in version 3 (since version 2)\n\nNo species changed.\n');
  });
});
