import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { contentSource } from './content-dir.server.ts';
import { FAUNA_CSV_COLUMNS } from '../derived/fauna-csv.ts';
import { wholeFaunaCsv } from './fauna-csv.server.ts';
import { loadValidContent } from './load-content.server.ts';

describe('wholeFaunaCsv (default content)', () => {
  const { config, checklists } = loadValidContent(contentSource(undefined));
  const groups = config.groups.map((group) => group.name).filter((group) => checklists.has(group));

  it('has every row of every checklist, in menu order, numbered within its group', () => {
    const [header, ...rows] = Papa.parse<string[]>(wholeFaunaCsv(checklists).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual([...FAUNA_CSV_COLUMNS]);
    const expected = groups.flatMap((group) =>
      checklists.get(group)!.rows.map((row, index) => [String(index + 1), row.klasa, row.rendi, row.familja, row.lloji, row.referenca, group]),
    );
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(0);
  });
});
