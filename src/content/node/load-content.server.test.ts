import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowedFilesLine, contentSource, DEFAULT_CONTENT_DIR, shownFolder } from './content-dir.server.ts';
import { formatIssue } from '../issues.ts';
import { namesInTexts } from '../derived/names-in-text.ts';
import { readContent } from './load-content.server.ts';
import { loadSitePages } from './site-pages.server.ts';
import { formatStatisticsTable } from '../check/statistics.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

const HEADER = 'Nr,Rendi,Familja,Lloji,Referenca';
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Groups = Record<string, string>; // group name → checklist file name

function siteJson(groups: Groups, statistics = { species: 3, genera: 2, families: 2, orders: 1 }): string {
  const config = {
    productName: 'Fauna of Kosovo',
    statistics,
    citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
    groups: Object.entries(groups).map(([name, file]) => ({ name, label: name, file })),
    siteUrl: 'https://fauna.example/',
    licence: 'CC BY 4.0',
    contact: { name: 'Islami, B.', email: 'fauna@example.org' },
  };
  return JSON.stringify(config, null, 2);
}

/** The first bytes of a JPEG file: enough for the check, which reads no further. */
const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0);

const FEATURED_UNLISTED = /^(?:one species is|\d+ species are) in no checklist, so no species page is linked/;

/** A content folder with the given files (relative path → text), checked on its own (no default content). */
function check(files: Record<string, string | Uint8Array>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fauna-check-'));
  temporary.push(dir);
  mkdirSync(path.join(dir, 'checklists'));
  // The other content files are the default ones: these tests are about site.json and the checklists.
  for (const file of ['gallery.csv', 'endemic.json', 'references.md']) cpSync(path.join(DEFAULT_CONTENT_DIR, file), path.join(dir, file));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = readContent({ dirs: [dir] }, {});
  // These checklists cite placeholder sources, and list none of the default gallery's and endemic page's species:
  // both have their own tests (check/citation-rules.test.ts, check/featured-species.test.ts, and below).
  const issues = result.issues.filter((issue) => !issue.message.startsWith('the citation ') && !FEATURED_UNLISTED.test(issue.message));
  return { ...result, issues, lines: issues.map(formatIssue), allIssues: result.issues };
}

const ODONATA = [
  HEADER,
  '1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)","(Vinko et al., 2020)"',
  '2,Odonata,Aeshnidae,"Aeshna affinis Vander Linden, 1820","(Vinko et al., 2020)"',
  '3,Odonata,Lestidae,"Lestes dryas Kirby, 1890","(Vinko et al., 2020)"',
].join('\n');

describe('checkContent', () => {
  it('finds nothing wrong with clean content, and counts its taxa', () => {
    const { issues, stats } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }), 'checklists/Odonata.csv': ODONATA });
    expect(issues).toEqual([]);
    expect(stats.total).toEqual({ species: 3, genera: 2, families: 2, orders: 1 });
    expect(stats.groups).toEqual([{ group: 'Odonata', file: 'Odonata.csv', counts: { species: 3, genera: 2, families: 2, orders: 1 } }]);
    expect(formatStatisticsTable(stats).split('\n')).toEqual([
      'Group                 Species  Genera  Families  Orders',
      '--------------------  -------  ------  --------  ------',
      'Odonata                     3       2         2       1',
      '--------------------  -------  ------  --------  ------',
      'All groups                  3       2         2       1',
      'site.json statistics        3       2         2       1',
    ]);
  });

  it('reads a checklist and site.json saved as UTF-16, in the Windows code page or twice over as meant, and says how to save them', () => {
    const odonata = (text: string) => ({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }), 'checklists/Odonata.csv': text });
    // Excel's "Unicode Text": UTF-16 with a byte order mark, cells between tabs.
    const tabs = ODONATA.split('\n').map((line) => line.replaceAll(/"([^"]*)"|,/g, (_cell: string, quoted?: string) => quoted ?? '\t')).join('\r\n');
    for (const [bytes, saved] of [
      [Buffer.concat([Buffer.of(0xff, 0xfe), iconv.encode(tabs, 'utf16le')]), 'as UTF-16LE'],
      [iconv.encode(ODONATA, 'win1252'), 'in the Windows code page'],
    ] as const) {
      const { lines, checklists } = check({ ...odonata(ODONATA), 'checklists/Odonata.csv': bytes });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^checklists/Odonata\\.csv:2: warning: the file is saved ${saved} .*, from "ü" here on,`))]);
      expect(checklists.get('Odonata')?.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea (Müller, 1764)', 'Aeshna affinis Vander Linden, 1820', 'Lestes dryas Kirby, 1890']);
    }
    // Opened as the Western code page and saved again as UTF-8: "MÃ¼ller".
    const twice = check(odonata(iconv.decode(Buffer.from(ODONATA, 'utf8'), 'win1252')));
    expect(twice.lines).toEqual([expect.stringMatching(/^checklists\/Odonata\.csv:2: warning: letters were saved twice over, here "Ã¼" for "ü" \(once in the file\)/)]);
    expect(twice.checklists.get('Odonata')?.rows[0]?.lloji).toBe('Aeshna cyanea (Müller, 1764)');
    const site = check({ ...odonata(ODONATA), 'site.json': Buffer.concat([Buffer.of(0xff, 0xfe), iconv.encode(siteJson({ Odonata: 'Odonata.csv' }), 'utf16le')]) });
    expect(site.lines).toEqual(['site.json: warning: the file is saved as UTF-16LE (a spreadsheet\'s "Unicode Text"), not UTF-8: the site reads its letters right, but other programs may not; save it as UTF-8 in your text editor']);
    expect(site.config?.groups.map((group) => group.name)).toEqual(['Odonata']);
  });

  it("reports a checklist and gallery.csv that are a spreadsheet's workbook under their .csv names once each, and checks the rest", () => {
    // An .xlsx is a ZIP archive; an .xls begins with the signature of Excel 97–2003's files.
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8(`<workbook>${ODONATA}</workbook>`) });
    const xls = Buffer.concat([Buffer.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(64), iconv.encode(ODONATA, 'utf16le')]);
    const { lines, checklists, stats } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv', Plecoptera: 'Plecoptera.csv' }), 'checklists/Odonata.csv': xlsx, 'checklists/Plecoptera.csv': ODONATA, 'gallery.csv': xls });
    const workbook = (file: string) => `${file}: error: the file is a spreadsheet's workbook (.xlsx, .ods or .xls) under a text file's name, not text: it cannot be read; open it in the spreadsheet and save it as "CSV UTF-8" (File → Save As), under this name`;
    expect(lines.filter((line) => /^(?:checklists\/Odonata|gallery)\.csv/.test(line))).toEqual([workbook('checklists/Odonata.csv'), workbook('gallery.csv')]);
    expect([...checklists.keys()]).toEqual(['Plecoptera']);
    // Not counted, for what it is: the file is there.
    expect(stats.uncounted).toEqual([{ file: 'Odonata.csv', why: 'not text' }]);
    expect(formatStatisticsTable(stats).split('\n')[2]!.split(/ {2,}/)).toEqual(['Odonata (not text)', '–', '–', '–', '–']);
    // One that no group uses is named as unlisted, as any other file there.
    const stray = check({ 'site.json': siteJson({ Plecoptera: 'Plecoptera.csv' }), 'checklists/Plecoptera.csv': ODONATA, 'checklists/Odonata.csv': xlsx });
    expect(stray.lines.filter((line) => line.startsWith('checklists/Odonata.csv'))).toEqual(['checklists/Odonata.csv: warning: this checklist is not listed in site.json (groups[].file), so it is not shown on the site']);
  });

  it('reports a checklist whose letters read two ways once, at each line that has one', () => {
    const { lines } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }), 'checklists/Odonata.csv': iconv.encode(ODONATA.replace('Müller', 'Ćurčić'), 'win1250') });
    expect(lines).toEqual([expect.stringMatching(/^checklists\/Odonata\.csv:2: error: the file is not in UTF-8, and letters in it read differently in the Central European and the Western code page, so they show as "\uFFFD" \(line 2\)/)]);
  });

  it('shows a JPEG saved under a look-alike name as the photo asked for, and points at it and at a photo that is not a JPEG', () => {
    const { lines, photoFiles } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'gallery.csv': 'Lloji,Foto\nSalmo trutta,\n',
      'photos/potamophylax_coronavirus.jpg': JPEG_START,
      'photos/Salmo trutta.png': 'not read by the check',
    });
    expect(lines).toEqual([
      'endemic.json:74:20: warning: no photos/Potamophylax coronavirus.jpg, but "photos/potamophylax_coronavirus.jpg" looks like it, so it is shown in its place: rename it "Potamophylax coronavirus.jpg"',
      'gallery.csv:2:1: warning: no photos/Salmo trutta.jpg, but "photos/Salmo trutta.png" looks like it: save it as a JPEG named "Salmo trutta.jpg" (a placeholder shows until then)',
      'photos/Salmo trutta.png: warning: not a JPEG photo, so the site does not use it: save it as "Salmo trutta.jpg"',
    ]);
    // The build takes its photos from here: the look-alike under the name asked for, the other image not at all.
    expect([...photoFiles].map(([species, file]) => [species, path.basename(file)])).toEqual([['Potamophylax coronavirus', 'potamophylax_coronavirus.jpg']]);
  });

  it("does not use a photo that is no JPEG inside (an iPhone's HEIC renamed, a text), and says so at the file", () => {
    const heic = Buffer.concat([Buffer.of(0, 0, 0, 0x18), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(12)]);
    const { lines, photoFiles } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'gallery.csv': 'Lloji,Foto\nAeshna cyanea,A. Photographer\nLestes dryas,A. Photographer\nAeshna affinis,A. Photographer\n',
      'photos/Aeshna cyanea.jpg': heic,
      'photos/Lestes dryas.jpg': 'a text saved as .jpg',
      'photos/Aeshna affinis.jpg': JPEG_START,
    });
    const unused = (name: string, holds: string) => `photos/${name}: warning: not a JPEG inside, ${holds}, so the site does not use it (a placeholder shows): save the photo as a JPEG named "${name}"`;
    expect(lines.filter((line) => line.startsWith('photos/'))).toEqual([unused('Aeshna cyanea.jpg', 'but an HEIC photo (the format iPhones save)'), unused('Lestes dryas.jpg', 'nor any image the site reads')]);
    expect([...photoFiles.keys()]).toEqual(['Aeshna affinis']);
  });

  it('reports a missing site.json, and still checks the checklists it finds', () => {
    const { lines } = check({ 'checklists/Odonata.csv': `${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,\n` });
    expect(lines).toEqual([
      'site.json: error: file not found',
      'checklists/Odonata.csv:2:5: warning: the reference (Referenca) is empty on line 2',
    ]);
  });

  it('names the gallery and endemic species no checklist lists, once per file', () => {
    const { allIssues, featured } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': `${HEADER}\n1,Odonata,Canidae,"Canis lupus Linnaeus, 1758",\n`,
      'gallery.csv': 'Lloji,Foto\nCanis lupus,\nCobitis elongatoides,\n',
    });
    expect(allIssues.filter((issue) => FEATURED_UNLISTED.test(issue.message)).map(formatIssue)).toEqual([
      expect.stringMatching(/^endemic\.json:\d+:\d+: warning: \d+ species are in no checklist, so no species page is linked from their names: Brachythele kosovarica \(line \d+\), /),
      'gallery.csv:3:1: warning: one species is in no checklist, so no species page is linked from its name: Cobitis elongatoides (line 3); add it to a checklist, or mend the name',
    ]);
    expect(featured.map((named) => named.name)).toContain('Canis lupus');
  });

  it("sets the species and genera the checklists list in italics in the bibliography, and points at a name they do not list", () => {
    const { references, lines } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'references.md': '# Referencat\n\n- Vinko, D. (2020). Aeshna affinis and Aeshna exempla in the genus Lestes. *Odonatologica*, 1, 1–2.\n',
    });
    expect(references?.[0]?.inlines.filter((inline) => inline.kind === 'italic').map((inline) => inline.text)).toEqual(['Aeshna affinis', 'Lestes', 'Odonatologica']);
    expect(lines).toEqual([
      'references.md:3:40: warning: "Aeshna exempla" reads as a species name that no checklist lists, so the site shows it in roman: write it as *Aeshna exempla* to set it in italics',
    ]);
  });

  it('reads the italics endemic.json marks, shows them without asterisks, and sets the phrase in italics in the bibliography too', () => {
    const endemic = { groups: [{ title: 'Pilivesat (Odonata)', species: [{ name: 'Aeshna affinis', description: 'Afër gjinisë *Xenaeshna*, e panjohur në Kosovë.' }] }] };
    const { endemic: parsed, names, references } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'endemic.json': JSON.stringify(endemic),
      'references.md': '# Referencat\n\n- Vinko, D. (2020). Xenaeshna in Kosovo. *Odonatologica*, 1, 1–2.\n',
    });
    const description = parsed?.groups[0]?.species[0]?.description ?? '';
    expect(description).toBe('Afër gjinisë Xenaeshna, e panjohur në Kosovë.');
    expect(namesInTexts([description], names)).toEqual({ [description]: [[13, 22]] });
    expect(references?.[0]?.inlines.filter((inline) => inline.kind === 'italic').map((inline) => inline.text)).toEqual(['Xenaeshna', 'Odonatologica']);
  });

  it("gives a species written in lower case in vernacular-names.csv the names meant for it, and says how to write it", () => {
    const { lines, vernacular } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'vernacular-names.csv': 'Lloji,Emri shqip,Emri anglisht,Burimi\nlestes dryas,emër prove,test name,A dictionary\n',
    });
    expect(vernacular?.map(({ key, albanian }) => [key, albanian])).toEqual([['Lestes dryas', 'emër prove']]);
    expect(lines.filter((line) => line.startsWith('vernacular-names.csv'))).toEqual([
      'vernacular-names.csv:2:1: warning: "lestes dryas" read as "Lestes dryas", as the checklists write it: the genus with a capital letter, the epithets in lower case; write it so',
    ]);
  });

  it('tells a broken site.json once: the names of the other files are not reported as in no checklist', () => {
    const { lines } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }).replace('"CC BY 4.0"', '“CC BY 4.0”'),
      'checklists/Odonata.csv': ODONATA,
      'vernacular-names.csv': 'Lloji,Emri shqip,Emri anglisht,Burimi\nCanis lupus,ujku,Grey wolf,A dictionary\n',
      'renames.csv': 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nAeshna cyanea,Aeshna viridis,synonym,Somebody 2020\n',
    });
    expect(lines).toEqual([expect.stringMatching(/^site\.json:\d+:\d+: error: not valid JSON: “ is a curly quotation mark/)]);
  });

  it('says which files the default content gave, and places their issues in the default folder', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'fauna-own-'));
    temporary.push(own);
    mkdirSync(path.join(own, 'checklists'));
    writeFileSync(path.join(own, 'checklists', 'Odonata.csv'), `${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,\n`);
    const source = contentSource(own);
    const { borrowed, issues } = readContent(source, {});
    expect(borrowed).toContain('site.json');
    expect(borrowed).toContain('checklists/Lepidoptera.csv');
    expect(borrowed).not.toContain('checklists/Odonata.csv');
    const lines = issues.map(formatIssue);
    // The statistics are the default site.json's, so its warning names that file as the maintainer can open it.
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.json:5: warning: statistics\.species says \d+/));
    expect(lines).toContain('checklists/Odonata.csv:2:5: warning: the reference (Referenca) is empty on line 2');
    const line = borrowedFilesLine(source, borrowed)!;
    expect(line).toMatch(/^not in that folder, so taken from the default content \(content\/\): site\.json, gallery\.csv, /);
    expect(line).toContain('checklists/Lepidoptera.csv');
    // Content read from one folder borrows nothing.
    expect(readContent(contentSource(), {}).borrowed).toEqual([]);
    expect(borrowedFilesLine(contentSource(), [])).toBeNull();
  });

  it('reports site.json problems', () => {
    const { issues } = check({ 'site.json': '{ "productName": "Fauna" ', 'checklists/Odonata.csv': ODONATA });
    expect(issues[0]).toMatchObject({ severity: 'error', file: 'site.json', message: expect.stringContaining('not valid JSON') });
  });

  it('reports a listed checklist that is missing, at its line in site.json, suggesting a near name', () => {
    const { lines, stats } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv', Lepidoptera: 'Lepidoptera.csv' }),
      // A typo, not a look-alike the site would read in its place (that case has its own test).
      'checklists/Odonta.csv': ODONATA,
    });
    expect(lines.filter((line) => line.includes('error'))).toEqual([
      'site.json:21: error: group "Odonata": the checklist file checklists/Odonata.csv was not found: did you mean "Odonta.csv"?',
      'site.json:26: error: group "Lepidoptera": the checklist file checklists/Lepidoptera.csv was not found',
    ]);
    expect(stats.uncounted).toEqual([{ file: 'Odonata.csv', why: 'not found' }, { file: 'Lepidoptera.csv', why: 'not found' }]);
    expect(formatStatisticsTable(stats).split('\n').slice(2, 4).map((line) => line.split(/ {2,}/)[0])).toEqual(['Odonata (not found)', 'Lepidoptera (not found)']);
  });

  it('reports two groups sharing one checklist', () => {
    const { lines, stats } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv', Again: 'Odonata.csv' }), 'checklists/Odonata.csv': ODONATA });
    expect(lines).toEqual(['site.json:26: error: group "Again" uses the checklist Odonata.csv, which another group already uses']);
    expect(stats.uncounted).toEqual([]);
  });

  it('warns about files in checklists/ that site.json does not list', () => {
    const { lines } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'checklists/Odonata old.csv': ODONATA,
      'checklists/Odonata.xlsx': 'binary',
      'checklists/.DS_Store': '',
    });
    expect(lines).toEqual([
      'checklists/Odonata old.csv: warning: this checklist is not listed in site.json (groups[].file), so it is not shown on the site',
      'checklists/Odonata.xlsx: warning: this is not a CSV file: checklists must be exported from the spreadsheet as .csv files; it is ignored',
    ]);
  });

  it('reads a file saved under a look-alike name in its place, locating its issues under that name, and says to rename it', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'fauna-own-'));
    temporary.push(own);
    mkdirSync(path.join(own, 'checklists'));
    writeFileSync(path.join(own, 'checklists', 'odonata.csv'), `${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,\n`);
    writeFileSync(path.join(own, 'Gallery.CSV'), 'Lloji,Foto\nCanis lupus,\n');
    writeFileSync(path.join(own, 'references.docx'), 'not text');
    // Over the default content, which has all three files under their own names: the maintainer's are what they meant.
    const content = readContent(contentSource(own), {});
    expect(content.checklists.get('Odonata')!.rows.map((row) => row.lloji)).toEqual(['Aeshna cyanea']);
    // The build publishes the file that was read: the maintainer's look-alike, and the default content's others.
    const published = (group: string) => Buffer.from(content.publishedChecklists.get(group)!);
    expect(published('Odonata').equals(readFileSync(path.join(own, 'checklists', 'odonata.csv')))).toBe(true);
    expect(published('Lepidoptera').equals(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'checklists', 'Lepidoptera.csv')))).toBe(true);
    expect([...content.publishedChecklists.keys()]).toEqual([...content.checklists.keys()]);
    expect(content.gallery!.map((item) => item.species)).toEqual(['Canis lupus']);
    expect(content.borrowed).not.toContain('gallery.csv');
    expect(content.borrowed).not.toContain('checklists/Odonata.csv');
    expect(content.borrowed).toContain('references.md');
    const lines = content.issues.map(formatIssue);
    expect(lines).toEqual(expect.arrayContaining([
      'Gallery.CSV: warning: read as "gallery.csv", the name the site looks for; the name must be exactly that, letter for letter: rename this file "gallery.csv"',
      'checklists/odonata.csv: warning: read as "Odonata.csv", the name the site looks for; the name must be exactly that, letter for letter: rename this file "Odonata.csv", or write "odonata.csv" as its group\'s file in site.json',
      'checklists/odonata.csv:2:5: warning: the reference (Referenca) is empty on line 2',
      'references.docx: warning: not read: the site looks for "references.md"; save it as a .md file named "references.md"',
    ]));
    expect(lines.filter((line) => /not listed|not found/.test(line))).toEqual([]);
    // On its own, the folder's look-alike checklist is read as the listed one too.
    const alone = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }), 'checklists/odonata.csv': ODONATA });
    expect(alone.lines).toEqual([
      'checklists/odonata.csv: warning: read as "Odonata.csv", the name the site looks for; the name must be exactly that, letter for letter: rename this file "Odonata.csv", or write "odonata.csv" as its group\'s file in site.json',
    ]);
    expect(alone.stats.total.species).toBe(3);
    // A name saved on macOS, "ë" as two code points, is the name itself: read without a word.
    const macos = check({ 'site.json': siteJson({ 'Pakurrizoret tjerë': 'Pakurrizoret tjerë.csv' }), ['checklists/Pakurrizoret tjerë.csv'.normalize('NFD')]: ODONATA });
    expect(macos.lines).toEqual([]);
    expect(macos.stats.total.species).toBe(3);
  });

  it('passes on the parser’s findings: misspelled headers, extra columns, empty cells, blank rows, missing names', () => {
    const csv = [
      'Nr,Rendi,Familja,Lloji,Refernca,',
      '1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref,',
      ',,,,,',
      '2,Odonata,Lestidae,,Ref,',
      '3,Odonata,,"Lestes dryas Kirby, 1890",Ref,note',
    ].join('\n');
    const { lines } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }, { species: 2, genera: 2, families: 1, orders: 1 }), 'checklists/Odonata.csv': csv });
    expect(lines).toEqual([
      'checklists/Odonata.csv:1:5: warning: column header "Refernca" is not a known column name: did you mean "Referenca"? It is read as the reference (Referenca) column',
      'checklists/Odonata.csv:3: warning: rows skipped because blank: line 3',
      'checklists/Odonata.csv:4:4: error: this row has no species name (Lloji), so it is not shown',
      'checklists/Odonata.csv:5:3: warning: the family (Familja) is empty on line 5',
      'checklists/Odonata.csv:5:6: warning: column 6 has no header, so what it holds (line 5) is never shown on the site',
    ]);
  });

  it('warns where the Nr column does not count 1, 2, 3…', () => {
    const names = ['Aeshna cyanea', 'Aeshna affinis', 'Aeshna mixta', 'Aeshna grandis', 'Aeshna juncea', 'Aeshna isoceles', 'Anax imperator', 'Anax parthenope'];
    const nrs = ['1', '3', '4', '4', '2', 'x', '', '9'];
    const csv = [HEADER, ...names.map((name, i) => `${nrs[i]},Odonata,Aeshnidae,${name},Ref`)].join('\n');
    const { lines } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }, { species: 8, genera: 2, families: 1, orders: 1 }), 'checklists/Odonata.csv': csv });
    expect(lines).toEqual([
      'checklists/Odonata.csv:3:1: warning: Nr jumps from 1 to 3 (2 is missing)',
      'checklists/Odonata.csv:5:1: warning: Nr 4 is used twice (also on line 4)',
      'checklists/Odonata.csv:6:1: warning: Nr goes back from 4 to 2',
      'checklists/Odonata.csv:7:1: warning: Nr "x" is not a whole number',
      'checklists/Odonata.csv:8:1: warning: Nr is empty on line 8',
      'checklists/Odonata.csv:9:1: warning: Nr jumps from 4 to 9 (5–8 are missing)',
    ]);
  });

  it('says nothing about numbering when there is no Nr column', () => {
    const csv = 'Rendi,Familja,Lloji,Referenca\nOdonata,Aeshnidae,Aeshna cyanea,Ref\n';
    const { issues } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }, { species: 1, genera: 1, families: 1, orders: 1 }), 'checklists/Odonata.csv': csv });
    expect(issues).toEqual([]);
  });

  it('warns about species names that do not parse, shown as written', () => {
    const csv = `${HEADER}\n1,Odonata,Aeshnidae,aeshna cyanea,Ref\n`;
    const { issues, stats } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }, { species: 1, genera: 1, families: 1, orders: 1 }), 'checklists/Odonata.csv': csv });
    expect(issues).toMatchObject([
      { severity: 'warning', file: 'checklists/Odonata.csv', line: 2, column: 4, message: expect.stringMatching(/^the species name "aeshna cyanea" is not a scientific name the site can read \(.+\); it is shown as written/) },
    ]);
    expect(stats.total.species).toBe(1); // an unreadable name still counts as one entry
  });

  it('warns about family names not ending in -idae, suggesting the right name', () => {
    const csv = [
      HEADER,
      '1,Odonata,Gomphydae,"Gomphus vulgatissimus (Linnaeus, 1758)",Ref',
      '2,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref',
      '3,Odonata,Aeshniade,"Aeshna affinis Vander Linden, 1820",Ref',
      '4,Odonata,Erinaceinae,"Erinaceus roumanicus Barrett-Hamilton, 1900",Ref',
      '5,Odonata,Gomphydae,"Onychogomphus forcipatus (Linnaeus, 1758)",Ref',
    ].join('\n');
    const { lines } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }, { species: 5, genera: 4, families: 4, orders: 1 }), 'checklists/Odonata.csv': csv });
    expect(lines).toEqual([
      'checklists/Odonata.csv:2:3: warning: the family "Gomphydae" (lines 2, 6) does not end in "-idae": did you mean "Gomphidae"?',
      'checklists/Odonata.csv:4:3: warning: the family "Aeshniade" (line 4) does not end in "-idae": did you mean "Aeshnidae"?',
      'checklists/Odonata.csv:5:3: warning: the family "Erinaceinae" (line 5) does not end in "-idae": did you mean "Erinaceidae"?',
    ]);
  });

  it('warns about a family misspelled against its own genus, but not about irregular Latin stems', () => {
    const csv = [
      HEADER,
      '1,Trichoptera,Ryacophilidae,"Rhyacophila nubila Zetterstedt, 1840",Ref',
      '2,Anura,Bufonidae,"Bufo bufo (Linnaeus, 1758)",Ref',
      '3,Diptera,Culicidae,"Culex pipiens Linnaeus, 1758",Ref',
      '4,Plecoptera,Perlidae,"Perla marginata (Panzer, 1799)",Ref',
      '5,Plecoptera,Perlodidae,"Perlodes microcephalus (Pictet, 1833)",Ref',
    ].join('\n');
    const { lines } = check({ 'site.json': siteJson({ Mix: 'Mix.csv' }, { species: 5, genera: 5, families: 5, orders: 4 }), 'checklists/Mix.csv': csv });
    expect(lines).toEqual(['checklists/Mix.csv:2:3: warning: the family "Ryacophilidae" (line 2) does not match its genus Rhyacophila: did you mean "Rhyacophilidae"?']);
  });

  it('warns about two spellings of a family one letter apart within the same order', () => {
    const csv = [
      HEADER,
      '1,Trichoptera,Rhyacophilidae,"Rhyacophila nubila Zetterstedt, 1840",Ref',
      '2,Trichoptera,Rhyacophilidae,"Rhyacophila tristis Pictet, 1834",Ref',
      '3,Trichoptera,Rhyacophylidae,"Rhyacophila fasciata Hagen, 1859",Ref',
    ].join('\n');
    const { lines } = check({ 'site.json': siteJson({ Trichoptera: 'Trichoptera.csv' }, { species: 3, genera: 1, families: 2, orders: 1 }), 'checklists/Trichoptera.csv': csv });
    expect(lines).toEqual([
      'checklists/Trichoptera.csv:4:3: warning: the family "Rhyacophylidae" (line 4) is spelled "Rhyacophilidae" elsewhere in the same order: is one of them misspelled?',
    ]);
  });

  it('reports a family placed under two orders at each place, across groups', () => {
    const a = `${HEADER}\n1,Odonata,Aeshnidae,Aeshna cyanea,Ref\n2,Odonata,Aeshnidae,Aeshna mixta,Ref\n`;
    const b = `${HEADER}\n1,Anisoptera,Aeshnidae,Anax imperator,Ref\n`;
    const { lines } = check({ 'site.json': siteJson({ A: 'A.csv', B: 'B.csv' }, { species: 3, genera: 2, families: 1, orders: 2 }), 'checklists/A.csv': a, 'checklists/B.csv': b });
    expect(lines).toEqual([
      'checklists/A.csv:2:2: warning: the family "Aeshnidae" is under the order "Odonata" here (lines 2–3) but under "Anisoptera" in checklists/B.csv:2',
      'checklists/B.csv:2:2: warning: the family "Aeshnidae" is under the order "Anisoptera" here (line 2) but under "Odonata" in checklists/A.csv:2',
    ]);
  });

  it('warns about duplicate species within a group and across groups, citing both places', () => {
    const a = `${HEADER}\n1,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref\n2,Odonata,Aeshnidae,"Aeshna  cyanea Müller, 1764",Ref\n3,Odonata,Aeshnidae,Aeshna sp.,Ref\n`;
    const b = `${HEADER}\n1,Odonata,Aeshnidae,Aeshna sp.,Ref\n2,Odonata,Aeshnidae,"Aeshna cyanea (Müller, 1764)",Ref\n`;
    const { lines, stats } = check({ 'site.json': siteJson({ A: 'A.csv', B: 'B.csv' }, { species: 1, genera: 1, families: 1, orders: 1 }), 'checklists/A.csv': a, 'checklists/B.csv': b });
    expect(lines).toEqual([
      'checklists/A.csv:3:4: warning: "Aeshna cyanea" is listed twice: also on line 2 of this checklist',
      'checklists/B.csv:3:4: warning: "Aeshna cyanea" is listed twice: also in checklists/A.csv:2',
    ]);
    expect(stats.total.species).toBe(1); // 'Aeshna sp.' is not a species
    expect(stats.groups.map((group) => group.counts?.species)).toEqual([1, 1]);
  });

  it('compares the counts with the official statistics, noting when checklists are missing', () => {
    const json = siteJson({ Odonata: 'Odonata.csv', Lepidoptera: 'Lepidoptera.csv' }, { species: 10, genera: 2, families: 3, orders: 1 });
    const { lines } = check({ 'site.json': json, 'checklists/Odonata.csv': ODONATA });
    const partial = '; the count is partial: 1 of 2 checklists is not counted (Lepidoptera.csv: not found)';
    expect(lines.filter((line) => line.includes('statistics'))).toEqual([
      `site.json:4: warning: statistics.species says 10, but the checklists list 3 species${partial}`,
      `site.json:6: warning: statistics.families says 3, but the checklists list 2 families${partial}`,
    ]);
  });
});

describe('checkContent on the site owners’ real content', () => {
  const dir = OWNERS_CONTENT;
  describe.skipIf(!existsSync(dir))('(needs ../shared/fauna-of-kosovo)', () => {
    // Read only when the folder exists: contentSource() rejects a missing folder.
    let { issues, stats } = {} as ReturnType<typeof readContent>;
    let lines: string[] = [];
    beforeAll(() => {
      ({ issues, stats } = readContent(contentSource(dir)));
      lines = issues.map(formatIssue);
    });

    it('reports misspelled families', () => {
      expect(lines).toContain('checklists/Trichoptera.csv:158:3: warning: the family "Ryacophilidae" (lines 158–175) does not match its genus Rhyacophila: did you mean "Rhyacophilidae"?');
      expect(lines.some((line) => line.startsWith('checklists/Lepidoptera.csv:3:3: warning: the family "Geomentriade"') && line.includes('does not end in "-idae"'))).toBe(true);
      expect(lines.some((line) => line.startsWith('checklists/Odonata.csv:26:3: warning: the family "Gomphydae"'))).toBe(true);
    });

    it('reports the gaps and repeats in the Nr column', () => {
      expect(lines).toContain('checklists/Trichoptera.csv:72:1: warning: Nr jumps from 70 to 72 (71 is missing)');
      expect(lines).toContain('checklists/Trichoptera.csv:175:1: warning: Nr 174 is used twice (also on line 172)');
      expect(lines).toContain('checklists/Hemiptera Diptera Mecoptera.csv:25:1: warning: Nr jumps from 23 to 25 (24 is missing)');
      expect(lines).toContain('checklists/Pakurrizoret tjerë.csv:47:1: warning: Nr jumps from 45 to 47 (46 is missing)');
    });

    it('reports duplicate species', () => {
      expect(lines).toContain('checklists/Coleoptera.csv:179:4: warning: "Hylastes cunicularius" is listed twice: also on line 178 of this checklist');
    });

    it('finds no errors in the owners’ checklists, and counts them', () => {
      const real = new Set(['Merimangat', 'Ephemeroptera', 'Odonata', 'Plecoptera', 'Trichoptera', 'Lepidoptera', 'Coleoptera', 'Hemiptera Diptera Mecoptera', 'Pakurrizoret tjerë', 'Amfibet dhe Reptilet', 'Gjitaret']);
      expect(issues.filter((issue) => issue.severity === 'error' && issue.file.startsWith('checklists/'))).toEqual([]);
      const counted = stats.groups.filter((group) => real.has(group.group));
      expect(counted.map((group) => group.counts?.species)).toEqual([247, 48, 45, 75, 181, 453, 253, 55, 90, 39, 67]);
    });
  });
});

describe('authorshipProblem', () => {
  it('accepts ordinary authorships', async () => {
    const { authorshipProblem } = await import('../check/checklist-rules.ts');
    for (const ok of ['(Clerck, 1757)', '(Linnaeus, 1758)', 'Bǎcescu & Mayer, 1969', '(C. L. Koch, 1838)', 'Ibrahimi & Bilalli, 2023']) expect(authorshipProblem(ok)).toBeNull();
  });

  it('points out unbalanced parentheses and impossible years', async () => {
    const { authorshipProblem } = await import('../check/checklist-rules.ts');
    expect(authorshipProblem('Geoffroy, 1785)')).toBe('has a closing parenthesis without its opening one: write "(Geoffroy, 1785)" if the species was described in another genus, else "Geoffroy, 1785"');
    expect(authorshipProblem('(Haworth, 1802')).toBe('has an opening parenthesis without its closing one: write "(Haworth, 1802)" if the species was described in another genus, else "Haworth, 1802"');
    expect(authorshipProblem('(Haworth (1802')).toBe('has unbalanced parentheses');
    expect(authorshipProblem('(Stephen, 1738)')).toMatch(/year 1738/);
    expect(authorshipProblem('Someone, 2999')).toMatch(/year 2999/);
  });

  it('points out a dash inside a double name, and leaves a range of years alone', async () => {
    const { authorshipProblem } = await import('../check/checklist-rules.ts');
    expect(authorshipProblem('Guérin—Méneville, 1843')).toBe('has a dash "—" inside a name, where a double name takes a hyphen: write "Guérin-Méneville, 1843"');
    expect(authorshipProblem('(Guérin–Méneville, 1838)')).toBe('has a dash "–" inside a name, where a double name takes a hyphen: write "(Guérin-Méneville, 1838)"');
    expect(authorshipProblem('Teleki & Csiki, 1922–1940')).toBeNull();
  });
});

describe('vernacular-names.csv', () => {
  it('is optional, and checked against the checklists: unknown species, a second row, empty names, with their lines', () => {
    const site = siteJson({ Odonata: 'Odonata.csv' });
    expect(check({ 'site.json': site, 'checklists/Odonata.csv': ODONATA }).vernacular).toEqual([]);
    const names = ['Lloji,Emri shqip,Burimi', 'Aeshna cyanea,pilivesa,F', 'Aeshna cyanea (Müller),pilivesa,F', 'Lestes dryas,,F', 'Canis lupus,ujku,F'].join('\n');
    const { vernacular, lines } = check({ 'site.json': site, 'checklists/Odonata.csv': ODONATA, 'vernacular-names.csv': names });
    expect(vernacular?.map((name) => name.key)).toEqual(['Aeshna cyanea', 'Canis lupus']);
    expect(lines.filter((line) => line.includes(': error: ')), 'a row that cannot be used does not stop the build').toEqual([]);
    expect(lines.filter((line) => line.startsWith('vernacular-names.csv'))).toEqual([
      'vernacular-names.csv:3:1: warning: "Aeshna cyanea" already has its names on line 2, and this row repeats them; row left out',
      'vernacular-names.csv:4:2: warning: the Albanian name (Emri shqip) of "Lestes dryas" is empty; row skipped',
      'vernacular-names.csv:5:1: warning: "Canis lupus" is in no checklist: its names are not shown (misspelt, or a species not listed yet?)',
    ]);
  });
});

describe('a name in no checklist, spelled nearly as a listed one', () => {
  it('is told with the listed name and its place, in every file that names species', () => {
    const { allIssues } = check({
      'site.json': siteJson({ Odonata: 'Odonata.csv' }),
      'checklists/Odonata.csv': ODONATA,
      'vernacular-names.csv': 'Lloji,Emri shqip,Emri anglisht,Burimi\nLestes dryis,emër prove,test name,A dictionary\n',
      'renames.csv': 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nLestes dryadis,Lestes drias,misspelling corrected,X\n',
      'gallery.csv': 'Lloji,Foto,Autori i fotos\nAeshna cyania,aeshna.jpg,A. Photographer\n',
    });
    const hint = 'close to "Lestes dryas Kirby, 1890" (checklists/Odonata.csv:4): if they are one species, correct the misspelt one';
    const lines = allIssues.map(formatIssue);
    expect(lines).toContain(`vernacular-names.csv:2:1: warning: "Lestes dryis" is in no checklist: its names are not shown; ${hint}`);
    expect(lines).toContain(`renames.csv:2:2: warning: "Lestes drias" is in no checklist: the rename of "Lestes dryadis" leads nowhere; ${hint}`);
    expect(lines).toContainEqual(expect.stringMatching(/^gallery\.csv:2:1: warning: one species is in no checklist, .*; Aeshna cyania is close to "Aeshna cyanea \(Müller, 1764\)" \(checklists\/Odonata\.csv:2\): if they are one species, correct the misspelt one$/));
  });
});

describe('renames.csv', () => {
  it("keeps the old names' addresses: prerendered, out of the sitemap; an address a listed species has is not taken", () => {
    const site = siteJson({ Odonata: 'Odonata.csv' });
    // 'Aeshna cyaneä' is another name than the listed 'Aeshna cyanea', at the same address: the listed species keeps it.
    const renames = ['Emri i vjetër,Emri i ri,Ndryshimi,Burimi', 'Lestes dryadis,Lestes dryas,misspelling corrected,X', 'Aeshna cyaneä,Aeshna affinis,synonym,X'].join('\n');
    const { renamed, lines, source } = check({ 'site.json': site, 'checklists/Odonata.csv': ODONATA, 'renames.csv': renames });
    expect([...renamed.bySlug.values()].map((entry) => [entry.slug, entry.current.slug])).toEqual([['Lestes-dryadis', 'Lestes-dryas']]);
    expect(lines.filter((line) => line.startsWith('renames.csv'))).toEqual([
      'renames.csv:3:1: warning: "Aeshna cyaneä" has the address /species/Aeshna-cyanea of the listed "Aeshna cyanea": that page stays, and the old name does not lead to "Aeshna affinis" from there',
    ]);
    const pages = loadSitePages(source);
    expect(pages.filter((page) => page.path.endsWith('/species/Lestes-dryadis'))).toEqual([
      { path: '/species/Lestes-dryadis', listed: false },
      { path: '/en/species/Lestes-dryadis', listed: false },
    ]);
    expect(pages.filter((page) => page.path.includes('Aeshna-cyanea'))).toEqual([
      { path: '/species/Aeshna-cyanea', listed: true },
      { path: '/en/species/Aeshna-cyanea', listed: true },
    ]);
  });

  it("tells a rename's source that leads to no entry of the bibliography, at its cell", () => {
    const renames = 'Emri i vjetër,Emri i ri,Ndryshimi,Burimi\nLestes dryadis,Lestes dryas,misspelling corrected,"Nobody, 1999"\n';
    const { allIssues } = check({ 'site.json': siteJson({ Odonata: 'Odonata.csv' }), 'checklists/Odonata.csv': ODONATA, 'renames.csv': renames });
    expect(allIssues.map(formatIssue).filter((line) => line.startsWith('renames.csv'))).toEqual([
      'renames.csv:2:4: warning: the citation "Nobody, 1999" matches no entry of references.md: add the publication to the bibliography; 1 rename',
    ]);
  });
});

describe('shownFolder', () => {
  it('writes a folder relative to the working folder when inside it, else in full', () => {
    expect(shownFolder('/work/site/content', '/work/site')).toBe('content');
    expect(shownFolder('/work/shared/fauna', '/work/site')).toBe('/work/shared/fauna');
    expect(shownFolder('/work/site', '/work/site')).toBe('/work/site');
  });
});
