import { describe, expect, it } from 'vitest';
import { checkRenamedSpecies, parseRenamesCsv, renameTargets } from './renames-csv.ts';
import { formatIssue } from '../issues.ts';

describe('parseRenamesCsv', () => {
  it('reads the stated renames, headers and kinds in Albanian or English', () => {
    const text = '\uFEFFEmri i vjetër,Emri i ri,Ndryshimi,Burimi\r\nEresus niger (Petagna 1787),"Eresus kollari Rossi, 1846",synonym,"Řezáč et al., 2008"\r\n,,,\r\nCanis lupus,Canis lupus lupus,kombinim i ri,\r\n';
    const { renames, issues } = parseRenamesCsv(text);
    expect(renames).toEqual([
      { from: 'Eresus niger (Petagna 1787)', to: 'Eresus kollari Rossi, 1846', kind: 'synonym', source: 'Řezáč et al., 2008', line: 2, column: 1, toColumn: 2, sourceColumn: 4 },
      { from: 'Canis lupus', to: 'Canis lupus lupus', kind: 'new combination', source: '', line: 4, column: 1, toColumn: 2, sourceColumn: 4 },
    ]);
    expect(issues).toEqual([{ severity: 'warning', file: 'renames.csv', line: 4, column: 4, message: 'no source (Burimi) for the rename of "Canis lupus"' }]);
    expect(parseRenamesCsv('Old name,New name,Kind\nAus bus,Aus cus,Misspelling corrected\n').renames.map((rename) => rename.kind)).toEqual(['misspelling corrected']);
  });

  it('reads names and a source written with their commas outside quotes (decision 0076)', () => {
    const text = 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nTriturus alpestris (Laurenti, 1768),Mesotriton alpestris (Laurenti, 1768),new combination,García-París et al., 2004\n';
    const { renames, issues } = parseRenamesCsv(text);
    expect(renames.map(({ from, to, kind, source }) => [from, to, kind, source])).toEqual([
      ['Triturus alpestris (Laurenti, 1768)', 'Mesotriton alpestris (Laurenti, 1768)', 'new combination', 'García-París et al., 2004'],
    ]);
    expect(issues.map((issue) => [issue.line, issue.column, issue.message.startsWith('a comma inside a cell that is not in quotes')])).toEqual([[2, 1, true]]);
  });

  it('says precisely what is wrong with a row, and skips it', () => {
    const text = 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nAus bus,,synonym,X\nAus bus,Aus cus,renamed,X\nAus bus,Aus  bus,synonym,X\nAus bus,Aus cus,synonym,X\nAus bus,Aus dus,synonym,X\n123,Aus cus,synonym,X\n';
    const { renames, issues } = parseRenamesCsv(text, 'content/renames.csv');
    expect(renames.map((rename) => rename.line)).toEqual([5]);
    expect(issues.map(({ line, column, severity, message }) => [line, column, severity, message])).toEqual([
      [2, 2, 'warning', 'the Emri i ri cell is empty; row skipped'],
      [3, 3, 'warning', '"renamed" is not a kind of rename: write one of "new combination", "synonym", "misspelling corrected"; row skipped'],
      [4, 2, 'warning', '"Aus bus" and "Aus bus" are the same species name: nothing to rename; row skipped'],
      [6, 1, 'warning', '"Aus bus" is renamed already on line 5; row skipped'],
      [7, 1, 'warning', '"123" cannot be read as a scientific name (Genus species Author, year); row skipped'],
    ]);
  });

  it('reads a kind spelt one or two letters wrong as the kind meant, with a warning; one as near two kinds stays unread', () => {
    const text = 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nAus bus,Aus cus,Synonim,X\nAus dus,Aus eus,new combinaton,X\nAus fus,Aus gus,syn,X\n';
    const { renames, issues } = parseRenamesCsv(text);
    expect(renames.map(({ from, kind }) => [from, kind])).toEqual([['Aus bus', 'synonym'], ['Aus dus', 'new combination']]);
    expect(issues.map(formatIssue)).toEqual([
      'renames.csv:2:3: warning: "Synonim" read as "synonym": write it so',
      'renames.csv:3:3: warning: "new combinaton" read as "new combination": write it so',
      'renames.csv:4:3: warning: "syn" is not a kind of rename: write one of "new combination", "synonym", "misspelling corrected"; row skipped',
    ]);
  });

  it('refuses a file without its columns, and takes an empty file as no rename', () => {
    expect(parseRenamesCsv('Old,New\nAus bus,Aus cus\n').issues[0]).toMatchObject({ severity: 'error', line: 1, message: expect.stringMatching(/^missing columns "Emri i vjetër", "Emri i ri", "Ndryshimi"/) });
    expect(parseRenamesCsv('')).toEqual({ renames: [], issues: [] });
  });
});

describe('checkRenamedSpecies', () => {
  it('warns where the checklists contradict a rename: the new name listed nowhere, the old one still listed', () => {
    const { renames } = parseRenamesCsv('Emri i ri,Emri i vjetër,Ndryshimi,Burimi\nAus cus,Aus bus,synonym,X\nDus eus,Bus bus,synonym,X\nFus fus,Gus gus (s.l.),synonym,X\n');
    const issues = checkRenamedSpecies(renames, new Set(['Aus cus', 'Bus bus', 'Fus fus']));
    expect(issues.map(({ line, column, message }) => [line, column, message])).toEqual([
      [3, 1, '"Dus eus" is in no checklist: the rename of "Bus bus" leads nowhere (misspelt?)'],
    ]);
    const stillListed = checkRenamedSpecies(renames, new Set(['Aus cus', 'Aus bus', 'Dus eus', 'Fus fus']));
    expect(stillListed.map(({ line, column }) => [line, column])).toEqual([[2, 2]]);
  });
});

describe('renameTargets', () => {
  const { renames } = parseRenamesCsv('Emri i vjetër,Emri i ri,Ndryshimi\nAus bus,Bus bus,new combination\nBus bus,Cus bus,new combination\nDus dus,Eus eus,synonym\nEus eus,Dus dus,synonym\nFus fus,Gus gus,synonym\n');
  const targets = renameTargets(renames, new Set(['Cus bus', 'Gus gus']));

  it('leads each old name to the listed name it comes to, through later renames of its new name', () => {
    expect(renames.map((rename) => targets.get(rename))).toEqual(['Cus bus', 'Cus bus', null, null, 'Gus gus']);
  });

  it('lets the check follow them: a new name renamed in turn to a listed one leads somewhere; a circle leads nowhere', () => {
    const issues = checkRenamedSpecies(renames, new Set(['Cus bus', 'Gus gus']));
    expect(issues.map(({ line, message }) => [line, message])).toEqual([
      [4, '"Eus eus" is in no checklist: the rename of "Dus dus" leads nowhere (misspelt?)'],
      [5, '"Dus dus" is in no checklist: the rename of "Eus eus" leads nowhere (misspelt?)'],
    ]);
  });
});
