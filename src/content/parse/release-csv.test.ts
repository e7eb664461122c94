import { describe, expect, it } from 'vitest';
import { parseReleaseCsv, parseReleaseReferences } from './release-csv.ts';

describe('parseReleaseCsv', () => {
  it('reads back the whole-fauna CSV the site publishes, each row with its group', () => {
    // As faunaCsv writes it: a byte-order mark, CRLF, quotes only where needed.
    const text = '\uFEFFNr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi\r\n1,,Araneae,Eresidae,"Eresus kollari Rossi, 1846","(Geci et al., 2021)",Merimangat\r\n1,Mammalia,Carnivora,Canidae,"Canis lupus Linnaeus, 1758",,Gjitaret\r\n';
    const { rows, issues } = parseReleaseCsv(text, 'releases/1/fauna-of-kosovo.csv');
    expect(rows.map(({ group, lloji, line }) => [group, lloji, line])).toEqual([
      ['Merimangat', 'Eresus kollari Rossi, 1846', 2],
      ['Gjitaret', 'Canis lupus Linnaeus, 1758', 3],
    ]);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(issues.map((issue) => issue.message).join('\n')).not.toMatch(/Grupi/); // the group column is not "never shown"
  });

  it('says where a group is missing, and refuses a file without the group column', () => {
    const missing = parseReleaseCsv('Nr,Rendi,Familja,Lloji,Referenca,Grupi\n1,Araneae,Eresidae,Eresus kollari,,\n2,Araneae,Atypidae,Atypus muralis,,Merimangat\n', 'r.csv');
    expect(missing.rows.map((row) => row.lloji)).toEqual(['Atypus muralis']);
    expect(missing.issues).toContainEqual({ severity: 'warning', file: 'r.csv', line: 2, column: 6, message: 'the "Grupi" cell is empty on line 2: those rows are left out of the comparison with this release' });

    const checklist = parseReleaseCsv('\nNr,Rendi,Familja,Lloji,Referenca\n1,Araneae,Eresidae,Eresus kollari,\n', 'r.csv');
    expect(checklist.rows).toEqual([]);
    expect(checklist.issues).toContainEqual(expect.objectContaining({ severity: 'error', line: 2, message: expect.stringMatching(/^no "Grupi" column in the header row/) }));
  });

  it('does not warn about the Klasa cells of the groups that have no class (empty for them in the whole-fauna CSV)', () => {
    const text = 'Nr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi\n1,,Araneae,Eresidae,Eresus kollari,"(Geci et al., 2021)",Merimangat\n1,Gastropoda,Littorinimorpha,Hydrobiidae,Belgrandiella bumasta,,Pakurrizoret tjerë\n';
    const { issues } = parseReleaseCsv(text, 'r.csv');
    expect(issues.map((issue) => issue.message)).toEqual(['the reference (Referenca) is empty on line 3']);
  });

  it('reports a broken row with its line and column, and still reads the others', () => {
    const text = 'Nr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi\n1,,Araneae,Eresidae,,,Merimangat\n2,,Araneae,Atypidae,Atypus muralis,,Merimangat\n';
    const { rows, issues } = parseReleaseCsv(text, 'releases/1/fauna-of-kosovo.csv');
    expect(rows.map((row) => row.lloji)).toEqual(['Atypus muralis']);
    expect(issues).toContainEqual({ severity: 'error', file: 'releases/1/fauna-of-kosovo.csv', line: 2, column: 5, message: 'this row has no species name (Lloji), so it is not shown' });
  });
});

describe('parseReleaseReferences', () => {
  it('keeps the bibliography as it was published, and reports only what would make it unpublishable', () => {
    const text = '# Referencat\n\n- Geci D (2021) A title. *A Journal*.\n';
    expect(parseReleaseReferences(text, 'releases/1/references.md')).toEqual({ text, issues: [] });
    expect(parseReleaseReferences(' \n', 'releases/1/references.md').issues).toEqual([
      { severity: 'error', file: 'releases/1/references.md', line: 0, message: 'the file is empty: a release keeps the bibliography the site published with it' },
    ]);
    expect(parseReleaseReferences('# Referencat\n\n- Ku\uFFFDi H (2019)\n', 'releases/1/references.md').issues).toEqual([
      expect.objectContaining({ severity: 'error', line: 3, column: 5, message: expect.stringMatching(/^the file is not in UTF-8/) }),
    ]);
  });
});
