import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { loadChecklist } from './checklists.server.ts';
import { contentSource } from './content-dir.server.ts';
import { FAUNA_CSV_COLUMNS } from './fauna-csv.ts';
import { wholeFaunaCsv } from './fauna-csv.server.ts';
import { loadSiteConfig } from './site-config.server.ts';

describe('wholeFaunaCsv (default content)', () => {
  const source = contentSource(undefined);
  const groups = loadSiteConfig(source).groups.map((group) => group.name);

  it('has every row of every checklist, in menu order, numbered within its group', () => {
    const [header, ...rows] = Papa.parse<string[]>(wholeFaunaCsv(groups, source).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual([...FAUNA_CSV_COLUMNS]);
    const expected = groups.flatMap((group) =>
      loadChecklist(group, source).rows.map((row, index) => [String(index + 1), row.klasa, row.rendi, row.familja, row.lloji, row.referenca, group]),
    );
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(0);
  });
});
