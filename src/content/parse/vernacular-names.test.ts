import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { checkVernacularSpecies, parseVernacularNames, vernacularInListedCase } from './vernacular-names.ts';

describe('parseVernacularNames', () => {
  it('reads each species with its names and source, keyed by species identity', () => {
    const { names, issues } = parseVernacularNames('\uFEFFLloji,Emri shqip,Emri anglisht,Burimi\r\n"Canis lupus Linnaeus, 1758", ujku ,Grey wolf,Fjalor\r\n\r\nCapreolus capreolus,kaprolli,,Fjalor\r\n');
    expect(issues).toEqual([]);
    expect(names).toEqual([
      { species: 'Canis lupus Linnaeus, 1758', key: 'Canis lupus', albanian: 'ujku', english: 'Grey wolf', source: 'Fjalor', line: 2, column: 1 },
      { species: 'Capreolus capreolus', key: 'Capreolus capreolus', albanian: 'kaprolli', english: '', source: 'Fjalor', line: 4, column: 1 },
    ]);
  });

  it('accepts English headers in any order and without the optional columns', () => {
    const { names, issues } = parseVernacularNames('Albanian name,Scientific name\nujku,Canis lupus\n');
    expect(names.map((name) => [name.key, name.albanian, name.column])).toEqual([['Canis lupus', 'ujku', 2]]);
    expect(issues.map(formatIssue)).toEqual(['vernacular-names.csv:2: warning: no source (Burimi) for the names of "Canis lupus"']);
  });

  it('reports rows without a name or a species with file:line:column, skips them and reads the rest', () => {
    const text = ['Lloji,Emri shqip,Emri anglisht,Burimi', 'Canis lupus,ujku,,F', ',dhelpra,,F', 'Vulpes vulpes,,,F', 'Canis lupus (Linnaeus),ujk,,F', 'Ursus arctos, ; , ; ,F', 'Lynx lynx,rrëqebulli,,F'].join('\n');
    const { names, issues } = parseVernacularNames(text);
    expect(names.map((name) => [name.key, name.albanian])).toEqual([['Canis lupus', 'ujku / ujk'], ['Lynx lynx', 'rrëqebulli']]);
    expect(issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:3:1: warning: the scientific name (Lloji) is empty; row skipped',
      'vernacular-names.csv:4:2: warning: the Albanian name (Emri shqip) and the English name (Emri anglisht) of "Vulpes vulpes" are empty; row skipped',
      'vernacular-names.csv:5:1: warning: "Canis lupus" already has its names on line 2: this row\'s are added to them (Emri shqip "ujku / ujk"); give a species one row, several names in one cell as "ujku / ujk"',
      'vernacular-names.csv:6:2: warning: the Albanian name (Emri shqip) and the English name (Emri anglisht) of "Ursus arctos" are empty; row skipped',
    ]);
    expect(parseVernacularNames('Lloji,Emri shqip,Burimi\nVulpes vulpes,,F\n').issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:2:2: warning: the Albanian name (Emri shqip) of "Vulpes vulpes" is empty; row skipped',
    ]);
  });

  it("reads a species' second row as meant: its names and source added to the first row's, a repeated row left out", () => {
    const text = [
      'Lloji,Emri shqip,Emri anglisht,Burimi',
      'Canis lupus,ujku,,Fjalor A',
      'Canis lupus,ujku; ujk,Grey wolf,Fjalor B',
      'Canis lupus,ujk,Grey wolf,Fjalor A',
      'Vulpes vulpes,dhelpra,Red fox,',
      'Vulpes vulpes,dhelpra,Red fox,',
    ].join('\n');
    const { names, issues } = parseVernacularNames(text);
    expect(names.map(({ key, albanian, english, source, line }) => [key, albanian, english, source, line])).toEqual([
      ['Canis lupus', 'ujku / ujk', 'Grey wolf', 'Fjalor A; Fjalor B', 2],
      ['Vulpes vulpes', 'dhelpra', 'Red fox', '', 5],
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:3:1: warning: "Canis lupus" already has its names on line 2: this row\'s are added to them (Emri shqip "ujku / ujk", Emri anglisht "Grey wolf", Burimi "Fjalor A; Fjalor B"); give a species one row, several names in one cell as "ujku / ujk"',
      'vernacular-names.csv:3:2: warning: "ujku; ujk" read as the names "ujku", "ujk": write several names as "ujku / ujk"',
      'vernacular-names.csv:4:1: warning: "Canis lupus" already has its names on line 2, and this row repeats them; row left out',
      'vernacular-names.csv:5:4: warning: no source (Burimi) for the names of "Vulpes vulpes"',
      'vernacular-names.csv:6:1: warning: "Vulpes vulpes" already has its names on line 5, and this row repeats them; row left out',
    ]);
  });

  it('keeps an English name given without an Albanian one (many a species has none yet), without a warning', () => {
    const { names, issues } = parseVernacularNames('Lloji,Emri shqip,Emri anglisht,Burimi\nRosalia alpina,,Rosalia longicorn,F\nUrsus arctos, ; ,Brown bear,F\n');
    expect(names.map(({ key, albanian, english }) => [key, albanian, english])).toEqual([['Rosalia alpina', '', 'Rosalia longicorn'], ['Ursus arctos', '', 'Brown bear']]);
    expect(issues).toEqual([]);
  });

  it("reads a name without a footnote's mark, and says so at its row", () => {
    const { names, issues } = parseVernacularNames('Lloji,Emri shqip,Emri anglisht,Burimi\nVulpes vulpes*,dhelpra,Red fox,F\n');
    expect(names.map((name) => [name.species, name.key])).toEqual([['Vulpes vulpes', 'Vulpes vulpes']]);
    expect(issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:2:1: warning: "Vulpes vulpes*" read as "Vulpes vulpes", without "*", a footnote\'s mark that no zoological name holds; write the name alone',
    ]);
  });

  it('says which header is missing, and what an empty file needs', () => {
    expect(parseVernacularNames('Lloji,Burimi\nCanis lupus,F\n').issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:1: error: missing column "Emri shqip" in the header row (found: "Lloji", "Burimi"); expected "Lloji,Emri shqip,Emri anglisht,Burimi"',
    ]);
    expect(parseVernacularNames(' \n').issues.map(formatIssue)).toEqual(['vernacular-names.csv: error: the file is empty: expected a header row "Lloji,Emri shqip,Emri anglisht,Burimi"']);
  });

  it('reads names parted by a semicolon or a spaced slash as several names, and warns at a comma, which it leaves as written', () => {
    const text = ['Lloji,Emri shqip,Emri anglisht,Burimi', 'Canis lupus,ujku; ujk,Grey wolf /wolf,F', 'Vulpes vulpes,dhelpra;,"fox, red",F', 'Ursus arctos,ariu / ari,grey/brown bear,F'].join('\n');
    const { names, issues } = parseVernacularNames(text);
    expect(names.map(({ albanian, english }) => [albanian, english])).toEqual([['ujku / ujk', 'Grey wolf / wolf'], ['dhelpra', 'fox, red'], ['ariu / ari', 'grey/brown bear']]);
    expect(issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:2:2: warning: "ujku; ujk" read as the names "ujku", "ujk": write several names as "ujku / ujk"',
      'vernacular-names.csv:2:3: warning: "Grey wolf /wolf" read as the names "Grey wolf", "wolf": write several names as "Grey wolf / wolf"',
      'vernacular-names.csv:3:2: warning: "dhelpra;" read as "dhelpra": write it so',
      'vernacular-names.csv:3:3: warning: "fox, red" has a comma: write several names as "ujku / ujk", and each name as it is said ("brown trout", not "trout, brown"), without a dictionary\'s endings',
    ]);
  });

  it('still reads every row when the file also has warnings of its own (a formula error, the header pasted twice)', () => {
    const parsed = parseVernacularNames('Lloji,Emri shqip,Emri anglisht,Burimi\nCanis lupus,ujku,#N/A,Fjalor\nLloji,Emri shqip,Emri anglisht,Burimi\nUrsus arctos,ariu,Brown bear,Fjalor\n');
    expect(parsed.names.map(({ species, albanian, english }) => [species, albanian, english])).toEqual([['Canis lupus', 'ujku', ''], ['Ursus arctos', 'ariu', 'Brown bear']]);
    expect(parsed.issues.map((issue) => issue.severity)).toEqual(['warning', 'warning']);
  });
});

describe('checkVernacularSpecies', () => {
  it('warns about species no checklist lists, at their line and column', () => {
    const { names } = parseVernacularNames('Lloji,Emri shqip,Burimi\nCanis lupus,ujku,F\nCanis lupuss,ujku,F\n');
    expect(checkVernacularSpecies(names, new Set(['Canis lupus'])).map(formatIssue)).toEqual([
      'vernacular-names.csv:3:1: warning: "Canis lupuss" is in no checklist: its names are not shown (misspelt, or a species not listed yet?)',
    ]);
  });

  it("reads a species written in another case as the checklists' species, unless that one has its own row or the case fits two", () => {
    const { names } = parseVernacularNames('Lloji,Emri shqip,Burimi\ncapreolus capreolus,kaprolli,F\nCANIS LUPUS,ujku,F\nvulpes vulpes,dhelpra,F\nVulpes vulpes,dhelpra,F\nsus scrofa,derri i egër,F\n');
    const known = new Set(['Capreolus capreolus', 'Canis lupus', 'Vulpes vulpes', 'Sus scrofa', 'Sus Scrofa']);
    const cased = vernacularInListedCase(names, known);
    expect(cased.names.map(({ species, key }) => [species, key])).toEqual([
      ['Capreolus capreolus', 'Capreolus capreolus'],
      ['Canis lupus', 'Canis lupus'],
      ['vulpes vulpes', 'vulpes vulpes'],
      ['Vulpes vulpes', 'Vulpes vulpes'],
      ['sus scrofa', 'sus scrofa'],
    ]);
    expect(cased.issues.map(formatIssue)).toEqual([
      'vernacular-names.csv:2:1: warning: "capreolus capreolus" read as "Capreolus capreolus", as the checklists write it: the genus with a capital letter, the epithets in lower case; write it so',
      'vernacular-names.csv:3:1: warning: "CANIS LUPUS" read as "Canis lupus", as the checklists write it: the genus with a capital letter, the epithets in lower case; write it so',
    ]);
    expect(checkVernacularSpecies(cased.names, known).map((issue) => issue.line)).toEqual([4, 6]);
  });
});
