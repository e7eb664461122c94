import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { citationKey, citationResolver, citationView, speciesByReference, splitCitations, unparenthesized, withoutEnclosingParentheses, type CitationPart } from './citations.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { parseReferencesMd } from '../parse/references-md.ts';

const split = (cell: string) => splitCitations(cell).map(({ text, citation }) => (citation ? [text, citation.authors, citation.etAl, citation.year] : text));

describe('splitCitations', () => {
  it.each([
    ['(Vinko et al., 2020)', ['(', ['Vinko et al., 2020', ['Vinko'], true, '2020'], ')']],
    ['(Geci & Ibrahimi, 2018)', ['(', ['Geci & Ibrahimi, 2018', ['Geci', 'Ibrahimi'], false, '2018'], ')']],
    ['Grabowski and Kovacs 2015', [['Grabowski and Kovacs 2015', ['Grabowski', 'Kovacs'], false, '2015']]],
    ['(Bilalli et al ., 2024)', ['(', ['Bilalli et al ., 2024', ['Bilalli'], true, '2024'], ')']],
    ['(Ibrahimi, et al., 2016)', ['(', ['Ibrahimi, et al., 2016', ['Ibrahimi'], true, '2016'], ')']],
    ['(Ibrahimi, Vitecek, et al., 2016)', ['(', ['Ibrahimi, Vitecek, et al., 2016', ['Ibrahimi', 'Vitecek'], true, '2016'], ')']],
    ['(Dauti, 1983-1986a)', ['(', ['Dauti, 1983-1986a', ['Dauti'], false, '1983-1986a'], ')']],
    ['(Amphibian Species of the World, n.d.)', ['(', ['Amphibian Species of the World, n.d.', ['Amphibian Species of the World'], false, 'n.d.'], ')']],
    ['Teleki & Csiki (1922–1940)', [['Teleki & Csiki (1922–1940)', ['Teleki', 'Csiki'], false, '1922–1940']]],
    ['Ilić, N. (2005)', [['Ilić, N. (2005)', ['Ilić'], false, '2005']]],
    ['Vinko D et al. 2020', [['Vinko D et al. 2020', ['Vinko'], true, '2020']]],
    ['Fauna Kosovarica, 2024', [['Fauna Kosovarica, 2024', ['Fauna Kosovarica'], false, '2024']]],
    ['(Xërxa et al., 2019b)', ['(', ['Xërxa et al., 2019b', ['Xërxa'], true, '2019b'], ')']],
    ['Kryeziu dhe Berisha, 2020', [['Kryeziu dhe Berisha, 2020', ['Kryeziu', 'Berisha'], false, '2020']]],
  ])('%s', (cell, expected) => {
    expect(split(cell)).toEqual(expected);
  });

  it('reads several citations, separated by ";" or by "), (", and repeated years of the same authors', () => {
    expect(split('(Geci & Naumova, 2021b), (Vrenozi & Jäger, 2013)')).toEqual([
      '(', ['Geci & Naumova, 2021b', ['Geci', 'Naumova'], false, '2021b'], '), (', ['Vrenozi & Jäger, 2013', ['Vrenozi', 'Jäger'], false, '2013'], ')',
    ]);
    expect(split('(Hoxha, 2019; Ibrahimi et al., 2012-2014)')).toEqual([
      '(', ['Hoxha, 2019', ['Hoxha'], false, '2019'], '; ', ['Ibrahimi et al., 2012-2014', ['Ibrahimi'], true, '2012-2014'], ')',
    ]);
    expect(split('(Geci & Naumova, 2021a, 2021b)')).toEqual([
      '(', ['Geci & Naumova, 2021a', ['Geci', 'Naumova'], false, '2021a'], ', ', ['2021b', ['Geci', 'Naumova'], false, '2021b'], ')',
    ]);
    // The next publication of the same year by its letter alone.
    expect(split('(Kryštufek, 2003a, b,c; Hoxha 2019)')).toEqual([
      '(', ['Kryštufek, 2003a', ['Kryštufek'], false, '2003a'], ', ', ['b', ['Kryštufek'], false, '2003b'], ',', ['c', ['Kryštufek'], false, '2003c'],
      '; ', ['Hoxha 2019', ['Hoxha'], false, '2019'], ')',
    ]);
    // Joined by a word: the word stands between them; "e" (Albanian "and") only so, after a year and before a name.
    expect(split('Geci et al., 2023 e Vrenozi & Jäger, 2013')).toEqual([['Geci et al., 2023', ['Geci'], true, '2023'], ' e ', ['Vrenozi & Jäger, 2013', ['Vrenozi', 'Jäger'], false, '2013']]);
    expect(split('(Hoxha, 2019 dhe Berisha 2020)')).toEqual(['(', ['Hoxha, 2019', ['Hoxha'], false, '2019'], ' dhe ', ['Berisha 2020', ['Berisha'], false, '2020'], ')']);
    expect(split('Hoxha, 2019 and Berisha')).toEqual([['Hoxha, 2019', ['Hoxha'], false, '2019'], ' and ', ['Berisha', ['Berisha'], false, null]]);
    expect(split('Silva e Santos, 2020')).toEqual([['Silva e Santos, 2020', ['Silva e Santos'], false, '2020']]);
    expect(split('(Hoxha, 2019, e papublikuar)')).toEqual(['(', ['Hoxha, 2019', ['Hoxha'], false, '2019'], ', ', ['e papublikuar', ['e papublikuar'], false, null], ')']);
    // Not after a year without a letter, and not a name.
    expect(split('Hoxha, 2019, b')).toEqual([['Hoxha, 2019', ['Hoxha'], false, '2019'], ', ', ['b', ['b'], false, null]]);
    expect(split('Hoxha, 2019a, Berisha 2020')).toEqual([['Hoxha, 2019a', ['Hoxha'], false, '2019a'], ', ', ['Berisha 2020', ['Berisha'], false, '2020']]);
  });

  it('keeps a cell without a publication as text, and a name without a year as a citation without one', () => {
    expect(split('?')).toEqual(['?']);
    expect(split('')).toEqual([]);
    expect(split('(Personal observation)')).toEqual(['(', ['Personal observation', ['Personal observation'], false, null], ')']);
    expect(split('(Hoxha, 2019; unpublished data.)')).toEqual(['(', ['Hoxha, 2019', ['Hoxha'], false, '2019'], '; ', ['unpublished data', ['unpublished data'], false, null], '.)']);
    expect(split('(Musliu et al.)')).toEqual(['(', ['Musliu et al.', ['Musliu'], true, null], ')']);
    expect(split('pers. obs.')).toEqual([['pers. obs.', ['pers. obs.'], false, null]]);
    expect(split('Personal observation.')).toEqual([['Personal observation', ['Personal observation'], false, null], '.']);
  });

  it('gives the cell back, whatever it holds', () => {
    for (const cell of ['  (A, 2001)  ', '(A, 2001;; B 2002))', ';', '2001', 'A, B, C', '(A et al, n. d.-a)', '(A et al..)', 'x. y.. ']) {
      expect(splitCitations(cell).map((segment) => segment.text).join('')).toBe(cell);
    }
  });
});

const bibliography = parseReferencesMd(
  [
    '- Geci, D., & Ibrahimi, H. (2018). First record of the box tree moth. *Ecologica Montenegrina*, 18, 1–5.',
    '- Geci, D., & Naumova, M. (2021a). A preliminary checklist of the spiders of Kosovo.',
    '- Geci, D., & Naumova, M. (2021b). The spotted orb-weaver.',
    '- Vinko D, Kulijer D, Zhushi Etemi F, Hostnik M, Šalamun A (2020) The first systematic survey of the dragonfly fauna of Kosovo.',
    '- Baymak, D., & Kıyak, S. (2021). New records of Pentatomidae.',
    '- Dioli, P., & van der Heyden, T. (2022). Plant bugs.',
    '- Ibrahimi, H., Gashi, A., & Grapci-Kotori, L. (2016). First records of Glossosoma.',
    '- Ibrahimi, H., Vitecek, S., Previšić, A., & Kučinić, M. (2016). Drusus sharrensis sp. n.',
    '- Olah, J., Beshkov, S., & Kovacs, T. (2017). Trichoptera.',
    '- Oláh, J. (2017). Trichoptera endemic in the Carpathian Basin.',
    '- Teleki, P. & Csiki, E. (1922–1940). Balkán-kutatásainak tudományos eredményei.',
    '- Amphibian Species of the World. (n.d.). Retrieved September 5, 2024.',
    '- Zhushi-Etemi, F., Bytyqi, P., & Musliu, M. (2018). Distribution of butterfly species.',
  ].join('\n'),
).references;

const resolve = citationResolver(bibliography);
const linked = (cell: string) => resolve(cell).filter((part) => part.status !== 'text').map((part) => [part.text, part.status, part.referenceId ?? (part.status === 'ambiguous' ? part.candidates : null)]);

describe('citationResolver', () => {
  it('resolves by first author, second author of two, et al. for three or more, and year with its letter', () => {
    expect(linked('(Geci & Ibrahimi, 2018)')).toEqual([['Geci & Ibrahimi, 2018', 'resolved', 'geci-ibrahimi-2018']]);
    expect(linked('(Geci & Naumova, 2021b)')).toEqual([['Geci & Naumova, 2021b', 'resolved', 'geci-naumova-2021b']]);
    expect(linked('(Vinko et al., 2020)')).toEqual([['Vinko et al., 2020', 'resolved', 'vinko-et-al-2020']]);
    expect(linked('(Olah et al., 2017); (Olah, 2017)')).toEqual([
      ['Olah et al., 2017', 'resolved', 'olah-et-al-2017'],
      ['Olah, 2017', 'resolved', 'olah-2017'],
    ]);
    expect(linked('Teleki & Csiki (1922-1940)')).toEqual([['Teleki & Csiki (1922-1940)', 'resolved', 'teleki-csiki-1922-1940']]);
    expect(linked('(Amphibian Species of the World, n. d.)')).toEqual([['Amphibian Species of the World, n. d.', 'resolved', 'amphibian-species-of-the-world-nd']]);
  });

  it('folds diacritics, case, spaces and hyphens of surnames', () => {
    expect(linked('(Baymak & Kiyak, 2021)')[0]?.[2]).toBe('baymak-kiyak-2021');
    expect(linked('(Dioli & Van Der Heyden, 2022)')[0]?.[2]).toBe('dioli-van-der-heyden-2022');
    expect(linked('(Zhushi Etemi et al., 2018)')[0]?.[2]).toBe('zhushi-etemi-et-al-2018');
  });

  it('uses a second author before "et al." to choose between entries', () => {
    expect(linked('(Ibrahimi et al., 2016)')).toEqual([['Ibrahimi et al., 2016', 'ambiguous', ['ibrahimi-et-al-2016', 'ibrahimi-et-al-2016-2']]]);
    expect(linked('(Ibrahimi, Vitecek, et al., 2016)')[0]?.[2]).toBe('ibrahimi-et-al-2016-2');
  });

  it('leaves unresolved what matches no entry: another year, a missing letter, another number of authors', () => {
    expect(linked('(Geci & Naumova, 2021)')[0]?.[1]).toBe('unresolved');
    expect(linked('(Geci & Naumova, 2021c)')[0]?.[1]).toBe('unresolved');
    expect(linked('(Geci et al., 2018)')[0]?.[1]).toBe('unresolved');
    expect(linked('(Geci, 2018)')[0]?.[1]).toBe('unresolved');
    expect(linked('(Vinko & Kulijer, 2020)')[0]?.[1]).toBe('unresolved');
    expect(linked('(Personal observation)')[0]?.[1]).toBe('unresolved');
  });

  it('gives parts whose texts are the cell, and reads a repeated cell once', () => {
    const cell = '(Geci & Naumova, 2021a, 2021b; Smith, 2001)';
    const parts: CitationPart[] = resolve(cell);
    expect(parts.map((part) => part.text).join('')).toBe(cell);
    expect(parts.map((part) => part.referenceId)).toEqual([null, 'geci-naumova-2021a', null, 'geci-naumova-2021b', null, null, null]);
    expect(resolve(cell)).toBe(parts);
  });

  it('gives citations that read the same one key', () => {
    const keys = ['(Bilalli et al ., 2024)', '(Bilalli et al., 2024)', '(Bilalli, et al., 2024)'].map((cell) => {
      const citation = splitCitations(cell).find((segment) => segment.citation !== null)?.citation;
      return citation ? citationKey(citation) : null;
    });
    expect(new Set(keys)).toEqual(new Set(['bilalli et al | 2024']));
  });
});

describe('withoutEnclosingParentheses', () => {
  const unwrapped = (cell: string) => withoutEnclosingParentheses(citationView(resolve(cell)));

  it('drops the one pair around a whole cell, keeping each citation and its link', () => {
    expect(unwrapped('(Vinko et al., 2020)')).toEqual([['Vinko et al., 2020', 'ref-vinko-et-al-2020']]);
    expect(unwrapped(' (Geci & Ibrahimi, 2018; Smith, 2001) ')).toEqual([
      ['Geci & Ibrahimi, 2018', 'ref-geci-ibrahimi-2018'],
      ['; Smith, 2001', null],
    ]);
    expect(unwrapped('(Ibrahimi et al., 2016)')).toEqual([['Ibrahimi et al., 2016', null, ['ref-ibrahimi-et-al-2016', 'ref-ibrahimi-et-al-2016-2']]]);
    expect(unwrapped('(Personal observation)')).toEqual([['Personal observation', null]]);
  });

  it('reads a cell as text the same way (the archives\' sources)', () => {
    expect(unparenthesized(' (Personal observation) ')).toBe('Personal observation');
    expect(unparenthesized('((Smith, 2001))')).toBe('(Smith, 2001)');
    for (const cell of ['(Geci & Naumova, 2021b), (Vinko et al., 2020)', 'Ilić, N. (2005)', '(Smith, 2001', '']) expect(unparenthesized(cell), cell).toBe(cell);
  });

  it('leaves a cell as written where the parentheses are not one pair around all of it', () => {
    for (const cell of ['(Geci & Naumova, 2021b), (Vinko et al., 2020)', 'Teleki & Csiki (1922-1940)', 'Vinko et al., 2020', '(Vinko et al., 2020', '']) {
      expect(unwrapped(cell), cell).toEqual(citationView(resolve(cell)));
    }
  });
});

describe('speciesByReference', () => {
  it('lists the species each entry supports, once each, in alphabetical order', () => {
    const rows = [
      { lloji: 'Sympetrum striolatum (Charpentier, 1840)', referenca: '(Vinko et al., 2020)' },
      { lloji: 'Aeshna (Aeshna) cyanea (Müller, 1764)', referenca: '(Vinko et al., 2020; Geci & Naumova, 2021a)' },
      { lloji: 'Aeshna cyanea (Müller, 1764)', referenca: '(Vinko et al., 2020)' },
      { lloji: 'Anax imperator Leach, 1815', referenca: '(Smith, 2001)' },
    ];
    const records = rows.map((row) => ({ ...row, group: 'Odonata', klasa: '', rendi: 'Odonata', familja: 'Aeshnidae' }));
    expect(speciesByReference(records, resolve, speciesKey)).toEqual(
      new Map([
        ['vinko-et-al-2020', ['Aeshna cyanea', 'Sympetrum striolatum']],
        ['geci-naumova-2021a', ['Aeshna cyanea']],
      ]),
    );
  });
});

const DEFAULT_CONTENT = path.resolve(import.meta.dirname, '../../../content');
const OWNERS = OWNERS_CONTENT;

function resolveFolder(folder: string) {
  const references = parseReferencesMd(readFileSync(path.join(folder, 'references.md'), 'utf8')).references;
  const resolveCell = citationResolver(references);
  const parts = readdirSync(path.join(folder, 'checklists'))
    .filter((file) => file.endsWith('.csv'))
    .flatMap((file) => parseChecklistCsv(readFileSync(path.join(folder, 'checklists', file), 'utf8'), file).rows)
    .flatMap((row) => resolveCell(row.referenca))
    .filter((part) => part.status !== 'text');
  return { parts, resolved: parts.filter((part) => part.status === 'resolved').length };
}

describe('the default content', () => {
  it('resolves every citation of every checklist', () => {
    const { parts, resolved } = resolveFolder(DEFAULT_CONTENT);
    expect(parts.length).toBeGreaterThan(50);
    expect(parts.filter((part) => part.status !== 'resolved')).toEqual([]);
    expect(resolved).toBe(parts.length);
  });
});

describeUnless(missingFile(path.join(OWNERS, 'references.md')))("the owners' content", () => {
  it('resolves most citations; an ambiguous one names every entry it matches', () => {
    const { parts, resolved } = resolveFolder(OWNERS);
    expect(resolved / parts.length).toBeGreaterThan(0.6);
    for (const part of parts) if (part.status === 'ambiguous') expect(part.candidates.length).toBeGreaterThan(1);
  });
});
