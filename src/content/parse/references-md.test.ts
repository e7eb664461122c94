import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { formatIssue } from '../issues.ts';
import { parseReferencesMd, sortReferences, type Reference } from './references-md.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

const parse = (text: string) => parseReferencesMd(text, 'references.md');
const one = (line: string) => {
  const { references, issues } = parse(`- ${line}\n`);
  expect(references).toHaveLength(1);
  return { ref: references[0] as Reference, issues, messages: issues.map(formatIssue) };
};
const links = (ref: Reference) => ref.inlines.filter((inline) => inline.kind === 'link');

describe('parseReferencesMd: structure', () => {
  it('reads the heading, one entry per list item, with text, italics, DOI link, year, line and id', () => {
    const text = '# Referencat\n\n- Geci, D., & Naumova, M. (2021a). Spiders. *Ecologica Balkanica*, 4, 11–28. https://doi.org/10.1234/eb.4\n- Hoxha, L. (2019). *Beetles* (Master’s thesis).\n';
    const { title, references, issues } = parse(text);
    expect(issues).toEqual([]);
    expect(title).toBe('Referencat');
    expect(references).toEqual([
      {
        id: 'geci-naumova-2021a',
        inlines: [
          { kind: 'text', text: 'Geci, D., & Naumova, M. (2021a). Spiders. ' },
          { kind: 'italic', text: 'Ecologica Balkanica' },
          { kind: 'text', text: ', 4, 11–28. ' },
          { kind: 'link', text: 'https://doi.org/10.1234/eb.4', href: 'https://doi.org/10.1234/eb.4' },
        ],
        plainText: 'Geci, D., & Naumova, M. (2021a). Spiders. Ecologica Balkanica, 4, 11–28. https://doi.org/10.1234/eb.4',
        doi: '10.1234/eb.4',
        year: '2021a',
        line: 3,
      },
      {
        id: 'hoxha-2019',
        inlines: [
          { kind: 'text', text: 'Hoxha, L. (2019). ' },
          { kind: 'italic', text: 'Beetles' },
          { kind: 'text', text: ' (Master’s thesis).' },
        ],
        plainText: 'Hoxha, L. (2019). Beetles (Master’s thesis).',
        doi: null,
        year: '2019',
        line: 4,
      },
    ]);
  });

  it('copes with BOM, CRLF, no heading, blank lines between entries and extra spaces', () => {
    const { title, references, issues } = parse('\uFEFF- A, B.  (2000).\tOne.\r\n\r\n\r\n-   C, D. (2001). Two. \r\n');
    expect(issues).toEqual([]);
    expect(title).toBeNull();
    expect(references.map((ref) => [ref.plainText, ref.line])).toEqual([
      ['A, B. (2000). One.', 1],
      ['C, D. (2001). Two.', 4],
    ]);
  });

  it('joins an indented continuation line silently, and locates repairs on it', () => {
    const { references, issues } = parse('- Ahmeti, A. (2020). A long title.\n    *Journal*, 1(2), 3–4.\n  https:/ /example.org/x\n- Berisha, B. (2021). Next.\n');
    expect(references.map((ref) => ref.plainText)).toEqual([
      'Ahmeti, A. (2020). A long title. Journal, 1(2), 3–4. https://example.org/x',
      'Berisha, B. (2021). Next.',
    ]);
    expect(references[0]?.inlines[1]).toEqual({ kind: 'italic', text: 'Journal' });
    expect(issues).toMatchObject([{ severity: 'warning', line: 3, column: 3, message: expect.stringContaining('https:/ /example.org/x') }]);
  });

  it('joins an unindented line that follows an entry, with a warning; after a blank line it is a separate entry', () => {
    const { references, issues } = parse('- Ahmeti, A. (2020). Title\ncontinued here.\n\nBerisha, B. (2021). No bullet.\n');
    expect(references.map((ref) => [ref.plainText, ref.line])).toEqual([
      ['Ahmeti, A. (2020). Title continued here.', 1],
      ['Berisha, B. (2021). No bullet.', 4],
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'references.md:2:1: warning: line does not start with "- ": joined to the entry on line 1; start it with "- " if it is a separate reference',
      'references.md:4:1: warning: line does not start with "- ": read as a separate reference',
    ]);
  });

  it('reads a numbered list, as a word processor exports its numbering, one reference an item', () => {
    const { references, issues } = parse('# Referencat\n\n1. Ahmeti, A. (2020). One.\n2) Berisha, B. (2021). Two,\n   continued.\n10. Gashi, G. (2022). Three.\n');
    expect(references.map((ref) => [ref.plainText, ref.line])).toEqual([
      ['Ahmeti, A. (2020). One.', 3],
      ['Berisha, B. (2021). Two, continued.', 4],
      ['Gashi, G. (2022). Three.', 6],
    ]);
    expect(issues).toEqual([]);
  });

  it('warns once about references written as paragraphs, naming their lines', () => {
    const { references, issues } = parse('# Referencat\n\nAhmeti, A. (2020). One.\n\nBerisha, B. (2021). Two.\n\nGashi, G. (2022). Three.\n');
    expect(references.map((ref) => ref.line)).toEqual([3, 5, 7]);
    expect(issues.map(formatIssue)).toEqual([
      'references.md:3:1: warning: line does not start with "- ": read as a separate reference, as are lines 5, 7; start each reference with "- "',
    ]);
  });

  it('reads a bibliography pasted one reference a line, without list marks, as one reference a line, told once', () => {
    const text = [
      '# Referencat',
      '',
      'Ahmeti, A., & Berisha, B. (2020). One. *Journal*, 1, 2–3.',
      'Bird List - Kosovo - eBird. (n.d.). Two. https://ebird.org/region/XK',
      'Dauti, E., 1980: Three.',
      'Gashi, G. (2022) Four, with no full stop after its year.',
      'Gashi, G., Hoxha, H. Five, with no year.',
    ].join('\n');
    const { references, issues } = parse(text);
    expect(references.map((ref) => [ref.line, ref.year])).toEqual([[3, '2020'], [4, 'n.d.'], [5, '1980'], [6, '2022'], [7, null]]);
    expect(issues.map(formatIssue)).toEqual([
      'references.md:3:1: warning: line does not start with "- ": read as a separate reference, as are lines 4–7; start each reference with "- "',
      'references.md:7:1: warning: no year found (APA style: "Author, A. (2020). Title…"); the entry is shown as written',
    ]);
  });

  it('still joins the lines of one reference: authors wrapped before the year, a chapter\'s "In …", a line after a reference without year', () => {
    const text = [
      '- Ahmeti, A., Berisha, B.,',
      'Gashi, G., & Hoxha, H. (2020). One.',
      '- Krasniqi, K. (2021). Two.',
      'In Smith, J. (Ed.) (2019). *Book*. Publisher.',
      '- Morina, M. Three, with no year.',
      'Nushi, N. (2022). Four.',
    ].join('\n');
    const { references } = parse(text);
    expect(references.map((ref) => [ref.line, ref.plainText])).toEqual([
      [1, 'Ahmeti, A., Berisha, B., Gashi, G., & Hoxha, H. (2020). One.'],
      [3, 'Krasniqi, K. (2021). Two. In Smith, J. (Ed.) (2019). Book. Publisher.'],
      [5, 'Morina, M. Three, with no year. Nushi, N. (2022). Four.'],
    ]);
  });

  it('reads lines starting with a bullet pasted from a document as list items, told once; a page range wrapped is not one', () => {
    const { references, issues } = parse('- Ahmeti, A. (2020). One.\n• Berisha, B. (2021). Two.\n▪ Gashi, G. (2022). Three, 1\n– 5.\n– Hoxha, H. (2023). Four.\n');
    expect(references.map((ref) => [ref.plainText, ref.line])).toEqual([
      ['Ahmeti, A. (2020). One.', 1],
      ['Berisha, B. (2021). Two.', 2],
      ['Gashi, G. (2022). Three, 1 – 5.', 3],
      ['Hoxha, H. (2023). Four.', 5],
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'references.md:4:1: warning: line does not start with "- ": joined to the entry on line 3; start it with "- " if it is a separate reference',
      'references.md:2:1: warning: lines 2–3, 5 start with "•", "▪", "–", a bullet pasted from a document, where a list item starts with "- ": read as list items; write "- "',
    ]);
    expect(parse('- Ahmeti, A. (2020). One.\n\nBerisha, B. (2021). Two.\n\n• Gashi, G. (2022). Three.\n').issues.map(formatIssue)).toEqual([
      'references.md:3:1: warning: line does not start with "- ": read as a separate reference',
      'references.md:5:1: warning: line 5 starts with "•", a bullet pasted from a document, where a list item starts with "- ": read as a list item; write "- "',
    ]);
  });

  it('accepts * and + bullets, warns about empty items and later headings, and about an empty file', () => {
    const { references, issues } = parse('# Title\n* A, B. (2000). One.\n+ C, D. (2001). Two.\n-\n## Books\n- E, F. (2002). Three.\n');
    expect(references.map((ref) => ref.line)).toEqual([2, 3, 6]);
    expect(issues.map((issue) => [issue.line, issue.message])).toEqual([
      [4, 'empty list item ignored'],
      [5, 'heading ignored: the bibliography is a single list'],
    ]);
    expect(parse('# Referencat\n\n').issues).toMatchObject([{ severity: 'warning', line: 0, message: expect.stringContaining('no references') }]);
  });

  it('keeps duplicates (same text) and entries without a year, with warnings', () => {
    const text = '- Ahmeti, A. (2020). Same.\n- Ahmeti,  A. (2020). Same.\n- Berisha, B., & Gashi, G. Untitled talk.\n';
    const { references, issues } = parse(text);
    expect(references.map((ref) => [ref.id, ref.year])).toEqual([
      ['ahmeti-2020', '2020'],
      ['ahmeti-2020-2', '2020'],
      ['berisha-gashi', null],
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'references.md:2:3: warning: duplicate: same text as the entry on line 1',
      'references.md:3:3: warning: no year found (APA style: "Author, A. (2020). Title…"); the entry is shown as written',
    ]);
  });

  it('warns when two different entries carry the same DOI', () => {
    const { issues } = parse('- A, B. (2000). One. https://doi.org/10.1000/x\n- C, D. (2001). Two. doi:10.1000/X\n');
    expect(issues.map((issue) => [issue.line, issue.message])).toContainEqual([
      2,
      'same DOI 10.1000/X as the entry on line 1: one of them is probably wrong',
    ]);
  });
});

describe('parseReferencesMd: years and ids', () => {
  it.each([
    ['Hoxha, L. (2019). Title.', '2019', 'hoxha-2019'],
    ['Geci, D., & Naumova, M. (2021b). Title.', '2021b', 'geci-naumova-2021b'],
    ['Bilalli, A., Ibrahimi, H., & Musliu, M. (2018). Title.', '2018', 'bilalli-et-al-2018'],
    ['Teleki, P. & Csiki, E. (1922–1940). Title.', '1922–1940', 'teleki-csiki-1922-1940'],
    ['Dauti, E., 1980: Faunističko ekološka istraživanja.', '1980', 'dauti-1980'],
    ['Amphibian Species of the World. (n.d.). Retrieved from https://amphibiansoftheworld.amnh.org/', 'n.d.', 'amphibian-species-of-the-world-nd'],
    ['Battersby, Jessamy (comp.) (2010). Guidelines.', '2010', 'battersby-2010'],
    ['Płóciennik, M., Berlajolli, V., & Mateusz, P. (2023). List.', '2023', 'plociennik-et-al-2023'],
    ['Xërxa, B., & Bilalli, A. (2024). Mayflies.', '2024', 'xerxa-bilalli-2024'],
    ['Çadraku, H., & Dioli, P. (2020, May 3). Talk.', '2020', 'cadraku-dioli-2020'],
    ['Dioli, P., & van der Heyden, T. (2022). Plant bugs.', '2022', 'dioli-van-der-heyden-2022'],
    ['Zhushi Etemi, F. (in press). Butterflies.', 'in press', 'zhushi-etemi-in-press'],
    ['Xërxa, B. L., Sartori, M., & Gashi, A. Mayflies (Insecta, Ephemeroptera) of a reserve.', null, 'xerxa-et-al'],
  ])('%s → year %s, id %s', (line, year, id) => {
    const { ref } = one(line);
    expect(ref.year).toBe(year);
    expect(ref.id).toBe(id);
  });

  it('does not take a year in parentheses inside a title for the entry year', () => {
    expect(one('Ahmeti, A. (2020). Cydalima perspectalis (Walker, 1859) in Kosovo.').ref.year).toBe('2020');
  });
});

describe('parseReferencesMd: links', () => {
  it.each([
    ['https:/ /www.researchgate.net/publication/1', 'https://www.researchgate.net/publication/1'],
    ['https:// www.researchgate.net/publication/2', 'https://www.researchgate.net/publication/2'],
    ['http : // example.org/3', 'http://example.org/3'],
    ['https:/example.org/4', 'https://example.org/4'],
  ])('repairs the broken web address %s', (written, url) => {
    const { ref, issues } = one(`Ahmeti, A. (2020). Title. ${written}.`);
    expect(links(ref)).toEqual([{ kind: 'link', text: url, href: url }]);
    expect(ref.plainText).toBe(`Ahmeti, A. (2020). Title. ${url}.`);
    expect(issues).toMatchObject([{ severity: 'warning', line: 1, column: 29, message: `broken web address "${written}" repaired to ${url}` }]);
  });

  it.each([
    ['https://doi.org/10.3897/zookeys.182.2485', false],
    ['doi:10.3897/zookeys.182.2485', true],
    ['DOI: 10.3897/zookeys.182.2485', true],
    ['10.3897/zookeys.182.2485', true],
    ['http://dx.doi.org/10.3897/zookeys.182.2485', true],
    ['https://doi.org/ 10.3897/zookeys.182.2485', true],
  ])('links the DOI %s as https://doi.org/…', (written, warned) => {
    const { ref, issues } = one(`Ahmeti, A. (2012). Title. ZooKeys, 182, 71–85. ${written}.`);
    const url = 'https://doi.org/10.3897/zookeys.182.2485';
    expect(links(ref)).toEqual([{ kind: 'link', text: url, href: url }]);
    expect(ref.doi).toBe('10.3897/zookeys.182.2485');
    expect(ref.plainText.endsWith(`71–85. ${url}.`)).toBe(true);
    expect(issues.length > 0).toBe(warned);
  });

  it('keeps DOIs with parentheses whole and escapes # in a bare DOI', () => {
    const { ref } = one('A, B. (1999). T. (doi:10.1002/(SICI)1097-4679(199901)55:1<3::AID>3.0.CO;2-X).');
    expect(links(ref).map((link) => link.text)).toEqual(['https://doi.org/10.1002/(SICI)1097-4679(199901)55:1']);
    const { ref: hashRef } = one('A, B. (1999). T. doi:10.1000/a#b');
    expect(links(hashRef)).toEqual([{ kind: 'link', text: 'https://doi.org/10.1000/a#b', href: 'https://doi.org/10.1000/a%23b' }]);
  });

  it('leaves trailing punctuation and unbalanced brackets out of URLs', () => {
    const { ref } = one('A, B. (2000). T. (See https://example.org/x, https://en.wikipedia.org/wiki/Ibar_(river); https://example.org/y). More: www.iso.org.');
    expect(links(ref).map((link) => [link.text, link.href])).toEqual([
      ['https://example.org/x', 'https://example.org/x'],
      ['https://en.wikipedia.org/wiki/Ibar_(river)', 'https://en.wikipedia.org/wiki/Ibar_(river)'],
      ['https://example.org/y', 'https://example.org/y'],
      ['www.iso.org', 'https://www.iso.org'],
    ]);
    expect(ref.plainText).toBe('A, B. (2000). T. (See https://example.org/x, https://en.wikipedia.org/wiki/Ibar_(river); https://example.org/y). More: www.iso.org.');
  });

  it('shows an address that is not a valid web URL as text, with a warning', () => {
    const { ref, issues } = one('A, B. (2000). T. https://localhost/x');
    expect(links(ref)).toEqual([]);
    expect(ref.plainText).toBe('A, B. (2000). T. https://localhost/x');
    expect(issues).toMatchObject([{ line: 1, column: 20, message: expect.stringContaining('not a valid web address') }]);
  });
});

describe('parseReferencesMd: italics', () => {
  it('moves punctuation out of a misplaced opening marker: "Kosovo *. Congress*" → "Kosovo. *Congress*"', () => {
    const { ref, messages } = one('A, B. (2023). Caddisflies in Kosovo *. 4th Congress of Entomology*, 18–20 September 2023.');
    expect(ref.inlines).toEqual([
      { kind: 'text', text: 'A, B. (2023). Caddisflies in Kosovo. ' },
      { kind: 'italic', text: '4th Congress of Entomology' },
      { kind: 'text', text: ', 18–20 September 2023.' },
    ]);
    expect(messages).toEqual([
      'references.md:1:39: warning: italics marker misplaced: "*. 4th Congress of Entomology*" read as "*4th Congress of Entomology*"',
    ]);
  });

  it('drops empty italics such as "Palma de Mallorca*,* Spain"', () => {
    const { ref, issues } = one('A, B. (2017). T. *Congress (SOVE),* 1-6 October 2017, Palma de Mallorca*,* Spain.');
    expect(ref.inlines).toEqual([
      { kind: 'text', text: 'A, B. (2017). T. ' },
      { kind: 'italic', text: 'Congress (SOVE),' },
      { kind: 'text', text: ' 1-6 October 2017, Palma de Mallorca, Spain.' },
    ]);
    expect(issues).toMatchObject([{ line: 1, column: 74, message: expect.stringMatching(/^empty italics "\*,\*" removed/) }]);
  });

  it('keeps an italic volume number such as *33* (APA style)', () => {
    const { ref, issues } = one('A, B. (2012). T. *Journal of Environmental Biology*, *33*, 307–310.');
    expect(issues).toEqual([]);
    expect(ref.inlines.filter((inline) => inline.kind === 'italic').map((inline) => inline.text)).toEqual(['Journal of Environmental Biology', '33']);
  });

  it('moves a space before the closing marker out: "*Journal *, 2" → "*Journal*, 2"', () => {
    const { ref, issues } = one('A, B. (2012). T. *Journal *, 2.');
    expect(ref.inlines).toEqual([
      { kind: 'text', text: 'A, B. (2012). T. ' },
      { kind: 'italic', text: 'Journal' },
      { kind: 'text', text: ', 2.' },
    ]);
    expect(issues).toHaveLength(1);
  });

  it('removes unclosed and stray markers with warnings, and keeps an escaped \\*', () => {
    const { ref, issues } = one('A, B. (2012). T * x. *Journal, 2(1), 3\\*4.');
    expect(ref.inlines).toEqual([{ kind: 'text', text: 'A, B. (2012). T x. Journal, 2(1), 3*4.' }]);
    expect(issues.map((issue) => [issue.column, issue.message.split(' near ')[0]])).toEqual([
      [19, 'stray italics marker "*" removed'],
      [24, 'unclosed italics marker "*" removed'],
    ]);
  });

  it('makes a link out of an italicized URL', () => {
    const { ref } = one('A, B. (2012). T. *https://example.org/x*.');
    expect(ref.inlines).toEqual([
      { kind: 'text', text: 'A, B. (2012). T. ' },
      { kind: 'link', text: 'https://example.org/x', href: 'https://example.org/x' },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('sortReferences', () => {
  const refs = (...texts: string[]) => parse(texts.map((text) => `- ${text}\n`).join('')).references;
  const order = (...texts: string[]) => sortReferences(refs(...texts)).map((ref) => ref.plainText);

  it('follows the Albanian alphabet as Node’s ICU implements "sq": Ç after C, Dh after D, Ë after E, Zh after Z', () => {
    expect(order('Dhima, A. (2000).', 'Çadraku, H. (2000).', 'Dz, A. (2000).', 'Ëmërllahu, B. (2000).', 'Cyz, A. (2000).', 'Ez, A. (2000).', 'Fa, A. (2000).', 'D, A. (2000).')).toEqual([
      'Cyz, A. (2000).',
      'Çadraku, H. (2000).',
      'D, A. (2000).',
      'Dz, A. (2000).',
      'Dhima, A. (2000).',
      'Ez, A. (2000).',
      'Ëmërllahu, B. (2000).',
      'Fa, A. (2000).',
    ]);
    expect(order('Zhushi, F. (2017).', 'Zogaris, S. (2024).', 'Xhemaili, A. (2000).', 'Xërxa, B. (2019).', 'Xz, A. (2000).', 'Shala, A. (2000).', 'Sz, A. (2000).')).toEqual([
      'Sz, A. (2000).',
      'Shala, A. (2000).',
      'Xërxa, B. (2019).',
      'Xz, A. (2000).',
      'Xhemaili, A. (2000).',
      'Zogaris, S. (2024).',
      'Zhushi, F. (2017).',
    ]);
  });

  it('treats accented Latin letters that are not Albanian letters like their base letter', () => {
    expect(order('Pz, A. (2000).', 'Płóciennik, M. (2023).', 'Pa, A. (2000).', 'Šanda, R. (2000).', 'Sa, A. (2000).')).toEqual([
      'Pa, A. (2000).',
      'Płóciennik, M. (2023).',
      'Pz, A. (2000).',
      'Sa, A. (2000).',
      'Šanda, R. (2000).',
    ]);
  });

  it('applies APA rules: nothing precedes something, authors before years, n.d. before dated works', () => {
    expect(order(
      'Geci, D., Ibrahimi, H., & Bilalli, A. (2024). C.',
      'Geci, D., & Naumova, M. (2021b). B.',
      'Geci, D., & Naumova, M. (2021a). A.',
      'Geci, D., & Ibrahimi, H. (2018). D.',
      'Geci, D. (2020). E.',
      'Geci, D. (n.d.). F.',
      'Muja-Bajraktari, N. (2022). G.',
      'Muja, N. (2017). H.',
    )).toEqual([
      'Geci, D. (n.d.). F.',
      'Geci, D. (2020). E.',
      'Geci, D., & Ibrahimi, H. (2018). D.',
      'Geci, D., Ibrahimi, H., & Bilalli, A. (2024). C.',
      'Geci, D., & Naumova, M. (2021a). A.',
      'Geci, D., & Naumova, M. (2021b). B.',
      'Muja, N. (2017). H.',
      'Muja-Bajraktari, N. (2022). G.',
    ]);
  });

  it('returns a new array, keeps file order for identical entries', () => {
    const input = refs('B, A. (2000). Same.', 'A, A. (2000). X.', 'B, A. (2000). Same.');
    const sorted = sortReferences(input);
    expect(input.map((ref) => ref.line)).toEqual([1, 2, 3]);
    expect(sorted.map((ref) => ref.line)).toEqual([2, 1, 3]);
  });
});

const ownersReferences = path.join(OWNERS_CONTENT, 'references.md');

describeUnless(missingFile(ownersReferences))('owners’ references.md', () => {
  const source = existsSync(ownersReferences) ? readFileSync(ownersReferences, 'utf8') : '';
  const { title, references, issues } = parseReferencesMd(source);
  const allLinks = references.flatMap(links);

  it('gives one reference per list item, with unique ids, and no errors', () => {
    const listItems = source.split('\n').filter((line) => /^\s*[-*+]\s+\S/.test(line)).length;
    expect(listItems).toBeGreaterThan(0);
    expect(title).toBe('Referencat');
    expect(references).toHaveLength(listItems);
    expect(new Set(references.map((ref) => ref.id)).size).toBe(listItems);
    for (const ref of references) expect(ref.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(references.map((ref) => ref.id)).toEqual(expect.arrayContaining(['geci-naumova-2021a', 'geci-naumova-2021b', 'hoxha-2019', 'teleki-csiki-1922-1940', 'dauti-1980']));
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('reads the same with its list marks taken out (pasted from a document), but for an entry without a year, joined to the next', () => {
    const unmarked = parseReferencesMd(source.replace(/^- /gm, ''));
    const expected: string[] = [];
    for (const [i, ref] of references.entries()) {
      if (i > 0 && references[i - 1]!.year === null) expected[expected.length - 1] += ` ${ref.plainText}`;
      else expected.push(ref.plainText);
    }
    expect(expected.length).toBeGreaterThan(100);
    expect(unmarked.references.map((ref) => ref.plainText)).toEqual(expected);
  });

  it('repairs every "https:/ /" and "https:// " address and links it', () => {
    const broken = source.match(/https?:\/\s+\/|https?:\/\/\s+/g) ?? [];
    expect(broken.length).toBeGreaterThan(10);
    expect(issues.filter((issue) => issue.message.startsWith('broken web address'))).toHaveLength(broken.length);
    for (const ref of references) {
      expect(ref.plainText).not.toMatch(/https?:\/\s|https?:\/\/\s/);
      const sourceLine = source.split('\n')[ref.line - 1] ?? '';
      const brokenHere = sourceLine.match(/https?:\/\s+\/\s*(\S+)|https?:\/\/\s+(\S+)/);
      if (brokenHere) expect(allLinks.map((link) => link.href)).toContain(`https://${(brokenHere[1] ?? brokenHere[2] ?? '').replace(/[.,]$/, '')}`);
    }
  });

  it('makes every link a valid http(s) URL, every DOI an https://doi.org/ link', () => {
    const sourceLines = source.split('\n');
    const withAddress = references.filter((ref) => /https?:|www\./.test(sourceLines[ref.line - 1] ?? ''));
    expect(withAddress.length).toBeGreaterThan(80);
    for (const ref of withAddress) expect(links(ref).length).toBeGreaterThan(0);
    for (const link of allLinks) {
      const url = new URL(link.href);
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(link.text).not.toMatch(/[\s.,)]$/);
    }
    const dois = source.match(/https:\/\/doi\.org\/\S+/g) ?? [];
    expect(references.filter((ref) => ref.doi !== null)).toHaveLength(dois.length);
    for (const ref of references.filter((item) => item.doi !== null)) {
      expect(links(ref)).toContainEqual({ kind: 'link', text: `https://doi.org/${ref.doi}`, href: `https://doi.org/${ref.doi}` });
    }
  });

  it('leaves no Markdown star in the displayed text and keeps the italics', () => {
    for (const ref of references) for (const inline of ref.inlines) expect(inline.text).not.toContain('*');
    const italics = references.flatMap((ref) => ref.inlines.filter((inline) => inline.kind === 'italic').map((inline) => inline.text));
    expect(italics.length).toBeGreaterThan(100);
    expect(italics).toEqual(expect.arrayContaining(['Natura Croatica', 'ZooKeys', 'Journal of Environmental Biology', '33', '4th Iranian International congress of Entomology']));
    expect(italics.filter((text) => text.trim() !== text || /^[.,;:]/.test(text))).toEqual([]);
  });

  it('reports the repairs the owners need to make, with line and column', () => {
    const messages = issues.map(formatIssue);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^references\.md:11:\d+: warning: italics marker misplaced/),
      expect.stringMatching(/^references\.md:94:\d+: warning: empty italics/),
      expect.stringMatching(/^references\.md:112:3: warning: no year found/),
    ]));
    for (const issue of issues) expect(issue.severity).toBe('warning');
  });

  it('sorts in Albanian alphabetical order of the first letters', () => {
    const alphabet = ['a', 'b', 'c', 'ç', 'd', 'dh', 'e', 'ë', 'f', 'g', 'gj', 'h', 'i', 'j', 'k', 'l', 'll', 'm', 'n', 'nj', 'o', 'p', 'q', 'r', 'rr', 's', 'sh', 't', 'th', 'u', 'v', 'x', 'xh', 'y', 'z', 'zh'];
    const letterIndex = (text: string) => {
      const word = text.toLowerCase().replace(/[ł]/g, 'l').normalize('NFD').replace(/[\u0300-\u0307\u0309-\u0326\u0328-\u036f]/g, '').normalize('NFC');
      const digraph = alphabet.indexOf(word.slice(0, 2));
      return digraph >= 0 ? digraph : alphabet.indexOf(word.slice(0, 1));
    };
    const sorted = sortReferences(references);
    const indexes = sorted.map((ref) => letterIndex(ref.plainText));
    expect(indexes.every((index) => index >= 0)).toBe(true);
    expect(indexes).toEqual(indexes.toSorted((a, b) => a - b));
    expect(sorted[0]?.plainText).toMatch(/^Ajtić/);
    expect(sorted.at(-1)?.plainText).toMatch(/^Zhushi-Etemi, F., Visoka/);
    const firstAuthors = sorted.map((ref) => ref.plainText.split(',')[0]);
    expect(firstAuthors.indexOf('Zogaris')).toBeLessThan(firstAuthors.indexOf('Zhushi'));
    expect(firstAuthors.lastIndexOf('Zhushi')).toBeLessThan(firstAuthors.indexOf('Zhushi-Etemi'));
  });
});
