import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { parseJson } from '../parse/json-positions.ts';
import { parseReleaseCsv } from '../parse/release-csv.ts';
import { contentReleases } from '../derived/releases.ts';
import { checkReleases, formatReleasesSummary, type KeptRelease } from './release-rules.ts';

const CSV = [
  'Nr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi',
  '1,,Araneae,Eresidae,"Eresus kollari Rossi, 1846","(Geci et al., 2021)",Merimangat',
  '2,,Araneae,Atypidae,"Atypus muralis Bertkau, 1890","(Geci et al., 2021)",Merimangat',
].join('\n');
const REFERENCES = '# Referencat\n\n- Geci D (2021) A title. *A Journal*.\n';
const rows = (text: string) => parseReleaseCsv(text, 'x.csv').rows;

function kept(version: number, fauna = CSV, references = REFERENCES): KeptRelease {
  const folder = `releases/${version}`;
  return { version, folder, files: { fauna: `${folder}/fauna-of-kosovo.csv`, references: `${folder}/references.md` }, texts: { fauna, references }, rows: rows(fauna) };
}

function check(releases: { version: number; issued: string }[], keptReleases: KeptRelease[], current = { rows: rows(CSV), references: REFERENCES }) {
  const site = JSON.stringify({ citation: { year: 2025, version: 2 }, releases }, null, 2);
  const { document } = parseJson(site, 'site.json');
  return checkReleases({ config: { citation: { version: 2 }, releases }, document, siteFile: 'site.json', kept: keptReleases, current }).map(formatIssue);
}

describe('checkReleases', () => {
  it('finds nothing wrong when every named release is kept, and the current one need not be', () => {
    expect(check([{ version: 1, issued: '2024' }, { version: 2, issued: '2025' }], [kept(1)])).toEqual([]);
    expect(check([{ version: 1, issued: '2024' }, { version: 2, issued: '2025' }], [kept(1), kept(2)])).toEqual([]);
    expect(check([], [])).toEqual([]);
  });

  it('warns about a release site.json names without its folder, at its entry', () => {
    expect(check([{ version: 1, issued: '2024' }], [])).toEqual([
      'site.json:7:5: warning: release 1 has no folder releases/1/ holding the files the site published for it, so its downloads are not published',
    ]);
  });

  it('warns about a kept release site.json does not name, newer than the content or not', () => {
    expect(check([], [kept(1), kept(3)])).toEqual([
      'releases/1/: warning: release 1 is kept here but site.json\'s releases does not name it: add { "version": 1, "issued": "…" } there (until then it is not published)',
      'releases/3/: warning: release 3 is kept here but site.json\'s releases does not name it, and it is newer than the content\'s own version 2: add { "version": 3, "issued": "…" } there (until then it is not published)',
    ]);
  });

  it("warns when the content's own version is kept and the content has changed since, at the first difference", () => {
    const changed = CSV.replace('Atypidae', 'Atypiidae');
    expect(check([], [kept(2)], { rows: rows(changed), references: REFERENCES })).toEqual([
      'releases/2/fauna-of-kosovo.csv:3: warning: version 2 is the content\'s own, but its checklists have changed since it was kept here (first at this row: Familja "Atypidae" here, "Atypiidae" in the checklists): publish the changes as a new version (raise citation.version and add it to site.json\'s releases), or keep the current files here again',
    ]);
    const longer = `${CSV}\n3,,Araneae,Pholcidae,"Pholcus phalangioides (Fuesslin, 1775)","(Geci et al., 2021)",Merimangat`;
    expect(check([], [kept(2)], { rows: rows(longer), references: `${REFERENCES}- Another (2022) entry.\n` })).toEqual([
      expect.stringMatching(/^releases\/2\/fauna-of-kosovo\.csv:4: warning: .*\(first at this row: no more rows here, "Pholcus phalangioides \(Fuesslin, 1775\)" \(Merimangat\) in the checklists\)/),
      expect.stringMatching(/^releases\/2\/references\.md:4: warning: version 2 is the content's own, but references\.md has changed since it was kept here/),
    ]);
  });

  it('takes a kept file saved again with other line ends, a byte-order mark or quotes as the same', () => {
    const resaved = `\uFEFF${CSV.replace(/"\(Geci et al\., 2021\)"/g, '"(Geci et al., 2021)"').split('\n').join('\r\n')}\r\n`;
    expect(check([], [kept(2, resaved, REFERENCES.replace(/\n/g, '\r\n'))])).toEqual([]);
  });
});

describe('formatReleasesSummary', () => {
  const source = (text: string) => ({ texts: { fauna: text, references: REFERENCES }, rows: rows(text) });
  const v1 = source(CSV.replace('Eresidae', 'Agelenidae'));
  const v2 = source(`${CSV}\n3,,Araneae,Pholcidae,"Pholcus phalangioides (Fuesslin, 1775)","(Geci et al., 2021)",Merimangat`);

  it('names each published release with its date and DOI, and counts what changed in the current one', () => {
    const { list } = contentReleases({ citation: { year: 2025, version: 2 }, releases: [{ version: 1, issued: '2024', doi: '10.5281/zenodo.1' }] }, new Map([[1, v1]]), v2);
    expect(formatReleasesSummary(list)).toBe('Releases: 1 (2024, doi:10.5281/zenodo.1), 2 (2025, this content); since version 1: 1 added, 1 moved (data/releases/2/CHANGES.md lists them)');
    const same = contentReleases({ citation: { year: 2025, version: 2 }, releases: [{ version: 1, issued: '2024' }] }, new Map([[1, v2]]), v2).list;
    expect(formatReleasesSummary(same)).toBe('Releases: 1 (2024), 2 (2025, this content); since version 1: no species changed (data/releases/2/CHANGES.md lists them)');
    expect(formatReleasesSummary(contentReleases({ citation: { year: 2025, version: 2 } }, new Map(), v2).list)).toBe('Releases: 2 (2025, this content)');
    expect(formatReleasesSummary([])).toBe('Releases: none (site.json could not be read)');
  });
});
