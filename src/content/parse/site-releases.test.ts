import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { citationDoiUrl, parseSiteConfig } from './site-config.ts';
import { currentRelease, namedReleases } from './site-releases.ts';

const BASE = {
  productName: 'Fauna of Kosovo',
  statistics: { species: 1, genera: 1, families: 1, orders: 1 },
  citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
  siteUrl: 'https://fauna.example/',
  licence: 'CC BY 4.0',
  contact: { name: 'Islami, B.', email: 'fauna@example.org' },
  groups: [{ name: 'Odonata', label: 'Odonata', file: 'Odonata.csv' }],
};
const parse = (releases: unknown) => parseSiteConfig(JSON.stringify({ ...BASE, releases }, null, 2), 'site.json');
const lines = (releases: unknown) => parse(releases).issues.map(formatIssue);

describe("site.json's releases", () => {
  it('takes each version with its date and DOI, the DOI kept bare however it is pasted', () => {
    const { config, issues } = parse([
      { version: 1, issued: '2024', doi: 'https://doi.org/10.5281/zenodo.1000001' },
      { version: 2, issued: '2025-03-14', doi: ' doi:10.5281/zenodo.1000002 ' },
    ]);
    expect(issues).toEqual([]);
    expect(config?.releases).toEqual([
      { version: 1, issued: '2024', doi: '10.5281/zenodo.1000001' },
      { version: 2, issued: '2025-03-14', doi: '10.5281/zenodo.1000002' },
    ]);
    expect(currentRelease(config!)).toEqual({ version: 2, issued: '2025-03-14', doi: '10.5281/zenodo.1000002' });
    expect(citationDoiUrl(config!)).toBe('https://doi.org/10.5281/zenodo.1000002');
  });

  it('is optional: the content is then its only release, issued in the citation\'s year, without a DOI', () => {
    const { config, issues } = parseSiteConfig(JSON.stringify(BASE), 'site.json');
    expect(issues).toEqual([]);
    expect(currentRelease(config!)).toEqual({ version: 2, issued: '2025' });
    expect(namedReleases(config!)).toEqual([{ version: 2, issued: '2025' }]);
    expect(citationDoiUrl(config!)).toBeNull();
  });

  it('lists the named releases oldest first, the current one included when site.json does not name it', () => {
    const { config } = parse([{ version: 1, issued: '2024' }]);
    expect(namedReleases(config!)).toEqual([{ version: 1, issued: '2024' }, { version: 2, issued: '2025' }]);
  });

  it('reports each wrong value at its line and column', () => {
    expect(lines([{ version: 0, issued: '2024' }])).toEqual(['site.json:32:18: error: releases.0.version: must be 1 or more']);
    expect(lines([{ version: 1, issued: 2024 }])).toEqual(['site.json:33:17: warning: releases.0.issued: 2024 read as "2024": write it in double quotes, "2024"']);
    expect(parse([{ version: 1, issued: 2024 }]).config?.releases?.[0]?.issued).toBe('2024');
    expect(lines([{ version: 1, issued: 20240314 }])).toEqual(['site.json:33:17: error: releases.0.issued: must be a year or a date in double quotes, such as "2025" or "2025-03-14", not 20240314']);
    expect(lines([{ version: '1', issued: '2024' }])).toEqual(['site.json:32:18: warning: releases.0.version: "1" read as 1: write the number without quotes, 1']);
    expect(lines([{ version: 1, issued: '14.03.2024' }])).toEqual(['site.json:33:17: error: releases.0.issued: must be a year ("2025") or a date ("2025-03-14")']);
    expect(lines([{ version: 1, issued: '2024-02-30' }])).toEqual(['site.json:33:17: error: releases.0.issued: is not a date of the calendar']);
    expect(lines([{ version: 1, issued: '2024', doi: 'zenodo.1000001' }])).toEqual([
      'site.json:34:14: error: releases.0.doi: must be a DOI such as "10.5281/zenodo.1234567" (or its https://doi.org/ address)',
    ]);
    expect(lines({ version: 1 })).toEqual([expect.stringMatching(/^site\.json:30:15: error: releases: /)]);
  });

  it('refuses a version named twice or newer than the content, and warns when the current one is dated in another year', () => {
    expect(lines([{ version: 1, issued: '2024' }, { version: 1, issued: '2024' }])).toEqual(['site.json:36:18: error: release 1 is named twice']);
    expect(parse([{ version: 3, issued: '2026' }]).config).toBeNull();
    expect(lines([{ version: 3, issued: '2026' }])).toEqual([
      "site.json:32:18: error: release 3 is newer than the content's own version (citation.version is 2): raise citation.version when you publish it",
    ]);
    expect(lines([{ version: 2, issued: '2026-01-10' }])).toEqual([
      "site.json:33:17: warning: version 2 is the content's own, issued in 2026, but citation.year is 2025: the citation and the archive's date would disagree",
    ]);
  });
});

describe("site.json's DOI of all versions", () => {
  const withDoi = (allVersionsDoi: string, releases: unknown[] = []) => parseSiteConfig(JSON.stringify({ ...BASE, allVersionsDoi, releases }, null, 2), 'site.json');

  it('is kept bare however it is pasted', () => {
    const { config, issues } = withDoi('https://doi.org/10.5281/zenodo.1000000');
    expect(issues).toEqual([]);
    expect(config?.allVersionsDoi).toBe('10.5281/zenodo.1000000');
  });

  it('is told at its line when it is no DOI, and when a version has it as its own', () => {
    expect(withDoi('zenodo.1000000').issues.map(formatIssue)).toEqual([
      'site.json:30:21: error: allVersionsDoi: must be a DOI such as "10.5281/zenodo.1234567" (or its https://doi.org/ address)',
    ]);
    expect(withDoi('10.5281/zenodo.1000000', [{ version: 1, issued: '2024', doi: 'doi:10.5281/zenodo.1000000' }]).issues.map(formatIssue)).toEqual([
      'site.json:35:14: warning: release 1 has the DOI given as allVersionsDoi: a version\'s DOI leads to that version only, the DOI of all versions is another (Zenodo shows it under "Cite all versions")',
    ]);
  });
});
