import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { formatIssue } from '../issues.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { checkCitations, formatCitationSummary } from './citation-rules.ts';

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

  it('counts citations, not cells, for the summary', () => {
    expect(summary).toEqual({ occurrences: 13, resolved: 3, rate: 3 / 13 });
    expect(formatCitationSummary(summary)).toBe('Citations: 3 of 13 resolved (23.1 %)');
    expect(formatCitationSummary({ occurrences: 0, resolved: 0, rate: 1 })).toBe('Citations: none in the checklists');
  });

  it('reports each citation once, at its first place, with the others and the entries it could be', () => {
    expect(issues.map(formatIssue)).toEqual([
      'checklists/Odonata.csv:3:5: warning: the citation "Ibrahimi et al., 2019" matches 2 entries of references.md (Ibrahimi, Bilalli, et al. (2019), line 4; Ibrahimi, Gashi, et al. (2019), line 5): add letters to their years (2019a, 2019b…) and to the citations, or name more authors before "et al."; 4 records: lines 3–4, 7; checklists/Merimangat.csv line 3',
      'checklists/Odonata.csv:5:5: warning: the citation "Smith, 2001" matches no entry of references.md: add the publication to the bibliography; 3 records: lines 5, 7; checklists/Merimangat.csv line 2',
      'checklists/Odonata.csv:8:5: warning: the citation "Musliu et al., 2021" matches no entry of references.md (closest: Musliu, Ibrahimi, et al. (2020), line 7); 1 record',
      'checklists/Odonata.csv:9:5: warning: the citation "Kabashi-Kastrati et al., 2022" matches no entry of references.md (closest: Kabashi-Kastrat, Zhushi-Etemi, et al. (2022), line 6); 1 record',
      'checklists/Odonata.csv:10:5: warning: the citation "Personal observation" has no year, so it matches no entry of references.md; 1 record',
    ]);
    expect(issues.every((issue) => issue.severity === 'warning')).toBe(true);
  });
});

const OWNERS = path.resolve(import.meta.dirname, '../../../../shared/fauna-of-kosovo');

describe.skipIf(!existsSync(path.join(OWNERS, 'references.md')))("the owners' content (skipped: ../shared/fauna-of-kosovo missing)", () => {
  it('lists every citation that does not resolve once, and the summary adds up', () => {
    const ownersReferences = parseReferencesMd(readFileSync(path.join(OWNERS, 'references.md'), 'utf8')).references;
    const checklists = readdirSync(path.join(OWNERS, 'checklists'))
      .filter((file) => file.endsWith('.csv'))
      .map((file) => ({ file: `checklists/${file}`, parsed: parseChecklistCsv(readFileSync(path.join(OWNERS, 'checklists', file), 'utf8'), `checklists/${file}`) }));
    const { issues, summary } = checkCitations(checklists, ownersReferences);
    expect(summary.rate).toBeGreaterThan(0.6);
    expect(new Set(issues.map((issue) => issue.message.split(';')[0])).size).toBe(issues.length);
    const records = issues.reduce((sum, issue) => sum + Number(/; (\d+) records?/.exec(issue.message)?.[1] ?? 0), 0);
    expect(records).toBeGreaterThan(0);
    expect(records).toBeLessThanOrEqual(summary.occurrences - summary.resolved);
  });
});
