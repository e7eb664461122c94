import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { formatIssue } from '../issues.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { parseRenamesCsv } from '../parse/renames-csv.ts';
import { citationIndex, citationResolver } from '../derived/citations.ts';
import { checkCitations, checkRenameSources, formatCitationSummary } from './citation-rules.ts';

const references = parseReferencesMd(
  [
    '# Referencat',
    '- Geci, D., & Naumova, M. (2021a). Spiders of Kosovo.',
    '- Geci, D., & Naumova, M. (2021b). The spotted orb-weaver.',
    '- Ibrahimi, H., Bilalli, A., & Kuqi, R. (2019). Caddisflies of the Drini i Bardhë.',
    '- Ibrahimi, H., Gashi, A., Rexhepaj, D., & Zhushi Etemi, F. (2019). Libri i Kuq i Faunës.',
    '- Kabashi-Kastrat, E., Zhushi-Etemi, F. N., & Bytyçi, P. S. (2022). Erebia alberganus.',
    '- Musliu, M., Ibrahimi, H., & Bilalli, A. (2020). New records.',
    '- Vinko D, Kulijer D, Zhushi Etemi F (2020) The dragonflies of Kosovo.',
  ].join('\n'),
).references;

const csv = (...rows: string[]) => ['Nr,Rendi,Familja,Lloji,Referenca', ...rows.map((row, i) => `${i + 1},Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)","${row}"`)].join('\n');
const checklist = (file: string, ...rows: string[]) => ({ file, parsed: parseChecklistCsv(csv(...rows), file) });

describe('checkCitations', () => {
  const { issues, summary } = checkCitations(
    [
      checklist(
        'checklists/Odonata.csv',
        '(Vinko et al., 2020)',
        '(Ibrahimi et al., 2019)',
        '(Ibrahimi et al., 2019)',
        '(Smith, 2001)',
        '(Geci & Naumova, 2021a, 2021b)',
        '(Ibrahimi et al., 2019; Smith, 2001)',
        '(Musliu et al., 2021)',
        '(Kabashi-Kastrati et al., 2022)',
        '(Personal observation)',
        '?',
      ),
      checklist('checklists/Merimangat.csv', '(Smith, 2001)', '(Ibrahimi et al ., 2019)'),
    ],
    references,
  );

  it('counts records and distinct citations per outcome, and citations, not cells, for the rate', () => {
    expect(summary).toMatchObject({ records: 11, linked: 5, occurrences: 13, resolved: 7 });
    expect(summary.outcomes).toEqual({
      authors: { records: 2, citations: 3, occurrences: 3 },
      variant: { records: 0, citations: 0, occurrences: 0 },
      // An Odonata record: the caddisfly paper of 2019 is set aside, the red book (no taxon in its title) is left.
      taxon: { records: 4, citations: 1, occurrences: 4 },
      ambiguous: { records: 0, citations: 0, occurrences: 0 },
      missing: { records: 6, citations: 4, occurrences: 6 },
    });
    expect(formatCitationSummary(summary).split('\n')).toEqual([
      'Citations: 5 of 11 records link every citation they carry to one entry (45.5 %); 7 of 13 citations resolve (53.8 %)',
      '  resolved by author and year         2 records, 3 distinct citations',
      '  resolved through a name variant     0 records, 0 distinct citations',
      "  resolved by the record's taxon      4 records, 1 distinct citation",
      '  ambiguous (candidates shown)        0 records, 0 distinct citations',
      '  missing from the bibliography       6 records, 4 distinct citations',
    ]);
  });

  it('reports each citation that does not resolve once, at its first place, with the others and what would fix it', () => {
    expect(issues.map(formatIssue)).toEqual([
      'checklists/Odonata.csv:5:5: warning: the citation "Smith, 2001" matches no entry of references.md: add the publication to the bibliography; 3 records: lines 5, 7; checklists/Merimangat.csv line 2',
      'checklists/Odonata.csv:8:5: warning: the citation "Musliu et al., 2021" matches no entry of references.md (closest: Musliu, Ibrahimi, et al. (2020), line 7); 1 record',
      'checklists/Odonata.csv:9:5: warning: the citation "Kabashi-Kastrati et al., 2022" matches no entry of references.md (closest: Kabashi-Kastrat, Zhushi-Etemi, et al. (2022), line 6); 1 record',
      'checklists/Odonata.csv:10:5: warning: the citation "Personal observation" has no year, so it matches no entry of references.md: if it is a publication, write its authors and year ("Geci et al., 2023") and add it to the bibliography; 1 record',
    ]);
    expect(issues.every((issue) => issue.severity === 'warning')).toBe(true);
  });

  it('names the entries a variant of a citation matches, with their lines, when the taxon chose between them', () => {
    const twoOf2022 = parseReferencesMd(
      [
        '# Referencat',
        '- Kabashi-Kastrat, E., Zhushi-Etemi, F. N., & Bytyçi, P. S. (2022). Erebia alberganus.',
        '- Kabashi-Kastrat, E., Gashi, A., & Bytyçi, P. S. (2022). The Odonata of the Sharr Mountains.',
      ].join('\n'),
    ).references;
    const { issues: variants } = checkCitations([checklist('checklists/Odonata.csv', '(Kastrat et al., 2022)')], twoOf2022);
    expect(variants.map(formatIssue)).toEqual([
      'checklists/Odonata.csv:2:5: warning: the citation "Kastrat et al., 2022" resolves through a variant of its authors or year to one of 2 entries of references.md (Kabashi-Kastrat, Zhushi-Etemi, et al. (2022), line 2; Kabashi-Kastrat, Gashi, et al. (2022), line 3), chosen by the record\'s taxon: write it as in the bibliography; 1 record',
    ]);
  });

  it("names the entries of a citation's first author when the citation has no year", () => {
    const { issues: noYear } = checkCitations([checklist('checklists/Odonata.csv', '(Musliu et al.)', '(Ibrahimi et al.)')], references);
    expect(noYear.map(formatIssue)).toEqual([
      'checklists/Odonata.csv:2:5: warning: the citation "Musliu et al." has no year, so it matches no entry of references.md: write its year after the authors (entries by Musliu: Musliu, Ibrahimi, et al. (2020), line 7); 1 record',
      'checklists/Odonata.csv:3:5: warning: the citation "Ibrahimi et al." has no year, so it matches no entry of references.md: write its year after the authors (entries by Ibrahimi: Ibrahimi, Bilalli, et al. (2019), line 4; Ibrahimi, Gashi, et al. (2019), line 5); 1 record',
    ]);
  });

  it("links a year's letter alone to the same authors' entry, and names those authors when it matches none", () => {
    const result = checkCitations([checklist('checklists/Merimangat.csv', '(Geci & Naumova, 2021a, b)', '(Geci & Naumova, 2021b, c; Smith 2001; 2002)')], references);
    expect(result.summary).toMatchObject({ occurrences: 6, resolved: 3 });
    expect(result.issues.map(formatIssue)).toEqual([
      'checklists/Merimangat.csv:3:5: warning: the citation "c" (read as Geci & Naumova, 2021c) matches no entry of references.md (closest: Geci & Naumova (2021a), line 2; Geci & Naumova (2021b), line 3); 1 record',
      'checklists/Merimangat.csv:3:5: warning: the citation "Smith 2001" matches no entry of references.md: add the publication to the bibliography; 1 record',
      'checklists/Merimangat.csv:3:5: warning: the citation "2002" (read as Smith, 2002) matches no entry of references.md: add the publication to the bibliography; 1 record',
    ]);
  });

  it('lists an ambiguous citation with its entries, the records the taxon decided, and the fix; a variant with its entry', () => {
    const trichoptera = (file: string, ...rows: [string, string, string, string][]) => ({
      file,
      group: 'Trichoptera',
      parsed: parseChecklistCsv(['Nr,Rendi,Familja,Lloji,Referenca', ...rows.map(([order, family, name, cell], i) => `${i + 1},${order},${family},"${name}","${cell}"`)].join('\n'), file),
    });
    const bibliography = parseReferencesMd(
      [
        '- Ibrahimi, H., Bilalli, A., & Kuqi, R. (2019). Caddisflies (Trichoptera: Limnephilidae) of the Drenica.',
        '- Ibrahimi, H., Grapci-Kotori, L., & Qamili, A. (2019). The caddisfly fauna of Leqinat lakes.',
        '- Ibrahimi, H., Kuçi, R., & Gashi, E. (2019). New additions to the caddisfly fauna of the Sharr Mountains.',
        '- Ibrahimi, H., Kuçi, R., & Gashi, A. (2019). Two rare taxa (Trichoptera: Rhyacophilidae).',
        '- Ibrahimi, H., Gashi, A., & Rexhepaj, D. (2019). *Libri i Kuq i Faunës*.',
        '- Muja, N., Zhushi, F., & Kadriaj, P. (2019). Mosquito fauna (Diptera: Culicidae) in Kosovo.',
      ].join('\n'),
    ).references;
    const checked = checkCitations(
      [
        trichoptera(
          'checklists/Trichoptera.csv',
          ['Trichoptera', 'Limnephilidae', 'Drusus discolor (Rambur, 1842)', '(Ibrahimi et al., 2019)'],
          ['Trichoptera', 'Leptoceridae', 'Athripsodes albifrons (Linnaeus, 1758)', '(Ibrahimi et al., 2019)'],
          ['Diptera', 'Culicidae', 'Aedes albopictus (Skuse, 1894)', '(Muja-Bajraktari et al., 2019)'],
        ),
      ],
      bibliography,
    );
    expect(checked.issues.map(formatIssue)).toEqual([
      'checklists/Trichoptera.csv:3:5: warning: the citation "Ibrahimi et al., 2019" matches 5 entries of references.md (Ibrahimi, Bilalli, et al. (2019), line 1; Ibrahimi, Grapci-Kotori, et al. (2019), line 2; Ibrahimi, Kuçi, et al. (2019), line 3; Ibrahimi, Kuçi, et al. (2019), line 4; Ibrahimi, Gashi, et al. (2019), line 5) and the record\'s taxon does not decide (the record\'s taxon decided it for 1 other record): add letters to their years (2019a, 2019b…) and to the citations, or name the second author before "et al."; 1 record',
      'checklists/Trichoptera.csv:4:5: warning: the citation "Muja-Bajraktari et al., 2019" resolves through a variant of its authors or year to Muja, Zhushi, et al. (2019), line 6 of references.md: write it as in the bibliography; 1 record',
    ]);
    expect(checked.summary.outcomes).toMatchObject({ taxon: { records: 1 }, ambiguous: { records: 1 }, variant: { records: 1 } });
  });
});

describe('checkRenameSources', () => {
  const index = citationIndex(references);
  const check = (text: string) => checkRenameSources(parseRenamesCsv(text).renames, references, index, citationResolver(index), 'renames.csv').map(formatIssue);

  it('reports a source that leads to no one entry at its cell, once, with the other renames citing it', () => {
    const rows = [
      'Emri i vjetër,Emri i ri,Ndryshimi,Burimi',
      'Aeshna viridis,Aeshna cyanea,synonym,"Vinko et al., 2020"',
      'Lestes dryadis,Lestes dryas,misspelling corrected,"Smith, 2001"',
      'Anax parthenope,Anax imperator,synonym,"Smith, 2001; Ibrahimi et al., 2019"',
      'Gomphus flavipes,Stylurus flavipes,new combination,A personal letter',
    ];
    expect(check(rows.join('\n'))).toEqual([
      'renames.csv:3:4: warning: the citation "Smith, 2001" matches no entry of references.md: add the publication to the bibliography; 2 renames: lines 3–4',
      // No record's taxon decides for a rename, as on its species page: the message does not say it might.
      'renames.csv:4:4: warning: the citation "Ibrahimi et al., 2019" matches 2 entries of references.md (Ibrahimi, Bilalli, et al. (2019), line 4; Ibrahimi, Gashi, et al. (2019), line 5): add letters to their years (2019a, 2019b…) and to the citations, or name the second author before "et al."; 1 rename',
      'renames.csv:5:4: warning: the citation "A personal letter" has no year, so it matches no entry of references.md: if it is a publication, write its authors and year ("Geci et al., 2023") and add it to the bibliography; 1 rename',
    ]);
  });

  it('places the warning at the source column wherever it stands, and at the line alone without one', () => {
    expect(check('Burimi,Emri i vjetër,Emri i ri,Ndryshimi\n"Smith, 2001",Aeshna viridis,Aeshna cyanea,synonym\n')).toEqual([
      expect.stringMatching(/^renames\.csv:2:1: warning: the citation "Smith, 2001" matches no entry/),
    ]);
    expect(check('Emri i vjetër,Emri i ri,Ndryshimi\nAeshna viridis,Aeshna cyanea,synonym\n')).toEqual([]);
  });
});

const OWNERS = OWNERS_CONTENT;

describeUnless(missingFile(path.join(OWNERS, 'references.md')))("the owners' content", () => {
  it('lists every citation that does not resolve once, and the summary adds up', () => {
    const ownersReferences = parseReferencesMd(readFileSync(path.join(OWNERS, 'references.md'), 'utf8')).references;
    const checklists = readdirSync(path.join(OWNERS, 'checklists'))
      .filter((file) => file.endsWith('.csv'))
      .map((file) => ({ file: `checklists/${file}`, parsed: parseChecklistCsv(readFileSync(path.join(OWNERS, 'checklists', file), 'utf8'), `checklists/${file}`) }));
    const { issues, summary } = checkCitations(checklists, ownersReferences);
    expect(summary.rate).toBeGreaterThan(0.6);
    expect(new Set(issues.map((issue) => issue.message.split(';')[0])).size).toBe(issues.length);
    const unresolved = issues.filter((issue) => !issue.message.includes('resolves through a variant'));
    const records = unresolved.reduce((sum, issue) => sum + Number(/; (\d+) records?/.exec(issue.message)?.[1] ?? 0), 0);
    expect(records).toBeGreaterThan(0);
    expect(records).toBeLessThanOrEqual(summary.occurrences - summary.resolved);
  });
});
