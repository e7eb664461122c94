import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, it, expect } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import { cleanScientificName, typesetScientificName, type TypesetName } from './scientific-name.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

/** Segments as [text, italic] pairs, compact to compare. */
const pairs = (name: TypesetName) => name.segments.map((s) => [s.text, s.italic] as const);
const italicParts = (name: TypesetName) => name.segments.filter((s) => s.italic).map((s) => s.text);
const romanParts = (name: TypesetName) => name.segments.filter((s) => !s.italic).map((s) => s.text);
const joined = (name: TypesetName) => name.segments.map((s) => s.text).join('');

/** Non-empty segments that alternate italic/roman (adjacent runs are merged). */
function wellFormed(name: TypesetName): boolean {
  return name.segments.every((segment, k) => segment.text !== '' && (k === 0 || segment.italic !== name.segments[k - 1]!.italic));
}

const checklists = path.join(OWNERS_CONTENT, 'checklists');

/** Every non-blank 'Lloji…' cell of the owners' checklists, keyed 'File.csv:line' (header is line 1). */
function readOwnersNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of readdirSync(checklists).filter((f) => f.endsWith('.csv')).sort()) {
    const text = readFileSync(path.join(checklists, file), 'utf8');
    const { data, meta } = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: false });
    const column = meta.fields?.find((field) => field.trim().startsWith('Lloji'));
    if (column === undefined) throw new Error(`${file}: no 'Lloji' column`);
    // No owners' cell spans lines, so row k is on line k + 2.
    data.forEach((row, k) => {
      const cell = row[column];
      if (cell !== undefined && cell.trim() !== '') names.set(`${file.normalize('NFC')}:${k + 2}`, cell);
    });
  }
  return names;
}

describeUnless(missingFile(checklists))('owners’ checklists', () => {
  const names = existsSync(checklists) ? readOwnersNames() : new Map<string, string>();

  it('parses every name, segments spelling out the cleaned text', () => {
    expect(names.size).toBeGreaterThan(1500);
    const problems: string[] = [];
    for (const [where, raw] of names) {
      const name = typesetScientificName(raw);
      if (!name.parsed) problems.push(`${where}: not parsed: ${name.problem}`);
      if (joined(name) !== cleanScientificName(raw)) problems.push(`${where}: segments differ from the cleaned text`);
      if (name.canonical === null) problems.push(`${where}: no canonical name`);
      if (!wellFormed(name)) problems.push(`${where}: empty or unmerged segments`);
    }
    expect(problems).toEqual([]);
  });

  // Hand-verified. `quirk` is what makes the raw cell tricky; it is asserted so the sample keeps its point.
  type Expected = {
    at: string;
    quirk?: string | RegExp;
    italic: string[];
    roman?: string[];
    authorship: string | null;
    subgenus?: string;
    infraspecies?: string;
    canonical?: string;
  };
  const sample: Expected[] = [
    { at: 'Hemiptera Diptera Mecoptera.csv:12', quirk: '\u00A0', italic: ['Aedes albopictus'], authorship: '(Skuse, 1894)' },
    { at: 'Pakurrizoret tjerë.csv:12', quirk: '\u00A0', italic: ['Chirocephalus diaphanus'], authorship: 'Prévost, 1803' },
    { at: 'Pakurrizoret tjerë.csv:76', quirk: '\u00A0', italic: ['Lecane luna'], authorship: '(Müller, 1776)' },
    {
      at: 'Hemiptera Diptera Mecoptera.csv:20',
      quirk: 's.l\u00A0',
      italic: ['Culex pipiens'],
      roman: [' s.l Linnaeus, 1758'],
      authorship: 'Linnaeus, 1758',
      canonical: 'Culex pipiens',
    },
    {
      at: 'Hemiptera Diptera Mecoptera.csv:15',
      quirk: ' s.l. ',
      italic: ['Anopheles maculipennis'],
      roman: [' s.l. Meigen, 1818'],
      authorship: 'Meigen, 1818',
    },
    {
      at: 'Coleoptera.csv:55',
      quirk: '(s.l.)',
      italic: ['Molops (Stenochoromus) montenegrinus'],
      roman: [' (s.l.) L. Miller, 1866'],
      authorship: 'L. Miller, 1866',
      subgenus: 'Stenochoromus',
      canonical: 'Molops montenegrinus',
    },
    {
      at: 'Coleoptera.csv:63',
      quirk: /\(s\.l\.\) \(.*\) $/,
      italic: ['Pterostichus (Bothriopterus) oblongopunctatus'],
      roman: [' (s.l.) (Fabricius, 1787)'],
      authorship: '(Fabricius, 1787)',
      subgenus: 'Bothriopterus',
    },
    { at: 'Coleoptera.csv:5', italic: ['Agonum (Agonum) muelleri'], authorship: '(Herbst, 1784)', subgenus: 'Agonum', canonical: 'Agonum muelleri' },
    {
      at: 'Coleoptera.csv:31',
      quirk: ',1877',
      italic: ['Carabus (Procrustes) coriaceus hopffgarteni'],
      authorship: 'Kraatz, 1877',
      subgenus: 'Procrustes',
      infraspecies: 'hopffgarteni',
      canonical: 'Carabus coriaceus hopffgarteni',
    },
    {
      at: 'Coleoptera.csv:71',
      quirk: 'K. Daniel,1902',
      italic: ['Trechus (Balcanotrechus) priapus priapus'],
      authorship: 'K. Daniel, 1902',
      infraspecies: 'priapus',
    },
    {
      at: 'Coleoptera.csv:102',
      quirk: '  ',
      italic: ['Dorcadion (Cribridorcadion) ljubetense ljubetense'],
      roman: [' Pic, 1909'],
      authorship: 'Pic, 1909',
    },
    // Unbalanced parenthesis: kept as written (for the content check to report), still parsed.
    { at: 'Coleoptera.csv:33', quirk: /1785\)$/, italic: ['Cymindis (Cymindis) humeralis'], authorship: 'Geoffroy, 1785)' },
    { at: 'Plecoptera.csv:3', italic: ['Capnia vidua vidua'], authorship: 'Klapálek, 1904', infraspecies: 'vidua', canonical: 'Capnia vidua vidua' },
    { at: 'Gjitaret.csv:60', italic: ['Mus musculus domesticus'], authorship: '(Schwarz and Schwarz, 1943)', infraspecies: 'domesticus' },
    {
      at: 'Ephemeroptera.csv:25',
      quirk: ' cf. ',
      italic: ['Ecdyonurus', 'puma'],
      roman: [' cf. ', ' Jacob & Braasch, 1986'],
      authorship: 'Jacob & Braasch, 1986',
      canonical: 'Ecdyonurus puma',
    },
    {
      at: 'Ephemeroptera.csv:43',
      quirk: ' gr. ',
      italic: ['Rhithrogena', 'semicolorata'],
      roman: [' gr. ', ' (Curtis, 1834)'],
      authorship: '(Curtis, 1834)',
      canonical: 'Rhithrogena semicolorata',
    },
    {
      at: 'Pakurrizoret tjerë.csv:15',
      quirk: ' de Man',
      italic: ['Rhabdolaimus', 'terrestris'],
      roman: [' cf. ', ' de Man, 1880'],
      authorship: 'de Man, 1880',
    },
    {
      at: 'Pakurrizoret tjerë.csv:17',
      italic: ['Eumonhystera', 'pseudopulbosa'],
      roman: [' cf. ', ' (Daday, 1896) Andrassy, 1981'],
      authorship: '(Daday, 1896) Andrassy, 1981',
    },
    { at: 'Lepidoptera.csv:405', quirk: '-', italic: ['Polygonia c-album'], authorship: '(Linnaeus, 1758)', canonical: 'Polygonia c-album' },
    { at: 'Lepidoptera.csv:423', quirk: '/', italic: ['Leptidea sinapis/juvernica'], authorship: '(Linnaeus, 1758)' },
    { at: 'Lepidoptera.csv:223', quirk: 'et al. 2011', italic: ['Scotopteryx chenopodiata'], authorship: '(van Nieukerken et al., 2011)' },
    { at: 'Lepidoptera.csv:174', quirk: 'de La', italic: ['Nebula achromaria'], authorship: '(de La Harpe, 1853)' },
    { at: 'Lepidoptera.csv:264', quirk: 'von', italic: ['Thymelicus acteon'], authorship: '(von Rottemburg, 1775)' },
    { at: 'Lepidoptera.csv:293', quirk: 'von', italic: ['Plebejus pylaon'], authorship: '(Fischer von Waldheim, 1832)' },
    { at: 'Gjitaret.csv:54', quirk: '(de ', italic: ['Microtus subterraneus'], authorship: '(de Selys-Longchamps, 1836)' },
    { at: 'Odonata.csv:2', italic: ['Aeshna affinis'], authorship: 'Vander Linden, 1820' },
    { at: 'Lepidoptera.csv:108', quirk: /\):$/, italic: ['Eupithecia pusillata'], authorship: '(Denis & Schiffermüller, 1775)' },
    { at: 'Lepidoptera.csv:433', quirk: /\)\.$/, italic: ['Agrius convolvuli'], authorship: '(Linnaeus, 1758)' },
    { at: 'Trichoptera.csv:147', quirk: /1972\.$/, italic: ['Polycentropus ierapetra'], authorship: 'Malicky, 1972' },
    { at: 'Trichoptera.csv:47', quirk: /1934,$/, italic: ['Hydroptila taurica'], authorship: 'Martynov, 1934' },
    { at: 'Trichoptera.csv:119', quirk: 'Bilalli 2023', italic: ['Potamophylax kosovaensis'], authorship: 'Ibrahimi & Bilalli, 2023' },
    { at: 'Lepidoptera.csv:201', quirk: 'Fabricius 1775', italic: ['Pseudopanthera macularia'], authorship: '(Fabricius, 1775)' },
    { at: 'Amfibet dhe Reptilet.csv:20', quirk: ',1768', italic: ['Natrix tessellata'], authorship: '(Laurenti, 1768)' },
    { at: 'Trichoptera.csv:158', quirk: '—', italic: ['Rhyacophila armeniaca'], authorship: 'Guerin-Meneville, 1843' },
    {
      at: 'Trichoptera.csv:36',
      quirk: ' and ',
      italic: ['Hydropsyche peristerica'],
      authorship: 'Botosaneanu and Marinković-Gospodnetić, 1968',
    },
    { at: 'Merimangat.csv:57', quirk: 'C. L. Koch', italic: ['Clubiona comta'], authorship: 'C. L. Koch, 1839' },
    { at: 'Merimangat.csv:44', italic: ['Larinioides suspicax'], authorship: '(O. Pickard-Cambridge, 1876)' },
    { at: 'Gjitaret.csv:30', quirk: 'É.', italic: ['Myotis emarginatus'], authorship: '(É. Geoffroy, 1806)' },
    { at: 'Pakurrizoret tjerë.csv:42', quirk: 'A.J.', italic: ['Strigilodelima pentheri'], authorship: '(A.J. Wagner, 1919)' },
    { at: 'Merimangat.csv:247', quirk: 'Š', italic: ['Xysticus macedonicus'], authorship: 'Šilhavý, 1944' },
    { at: 'Merimangat.csv:4', quirk: 'ń', italic: ['Histopona laeta'], authorship: '(Kulczyński, 1897)' },
    { at: 'Amfibet dhe Reptilet.csv:34', italic: ['Ablepharus kitaibelii'], authorship: 'Bibron & Bory St-Vincent, 1833' },
    // Decomposed 'ü' (u + U+0308) is shown composed (NFC).
    { at: 'Lepidoptera.csv:263', quirk: 'u\u0308', italic: ['Spialia orbifer'], authorship: '(Hübner, 1823)' },
    // An accented epithet, as the owners wrote it.
    { at: 'Trichoptera.csv:95', quirk: 'í', italic: ['Limnephilus aurícula'], authorship: 'Curtis, 1834' },
  ];

  it.each(sample)('$at', (expected) => {
    const raw = names.get(expected.at);
    expect(raw, `${expected.at} not found`).toBeDefined();
    if (typeof expected.quirk === 'string') expect(raw).toContain(expected.quirk);
    else if (expected.quirk) expect(raw).toMatch(expected.quirk);
    const name = typesetScientificName(raw!);
    expect(name.parsed).toBe(true);
    expect(italicParts(name)).toEqual(expected.italic);
    expect(name.authorship).toBe(expected.authorship);
    if (expected.roman) expect(romanParts(name)).toEqual(expected.roman);
    if (expected.subgenus) expect(name.subgenus).toBe(expected.subgenus);
    if (expected.infraspecies) expect(name.infraspecies).toBe(expected.infraspecies);
    if (expected.canonical) expect(name.canonical).toBe(expected.canonical);
    expect(joined(name)).toBe(cleanScientificName(raw!));
  });
});

describe('typesetScientificName', () => {
  it('sets a lowercase particle in the authorship roman', () => {
    const name = typesetScientificName('Salariopsis fluviatilis (Asso & del Rio, 1801)');
    expect(pairs(name)).toEqual([
      ['Salariopsis fluviatilis', true],
      [' (Asso & del Rio, 1801)', false],
    ]);
    expect(name).toMatchObject({ parsed: true, genus: 'Salariopsis', subgenus: null, species: 'fluviatilis', infraspecies: null });
    expect(name.canonical).toBe('Salariopsis fluviatilis');
    expect(name.authorship).toBe('(Asso & del Rio, 1801)');
  });

  it('keeps diacritics in two unparenthesised authors', () => {
    const name = typesetScientificName('Cobitis elongatoides Bǎcescu & Mayer, 1969');
    expect(pairs(name)).toEqual([
      ['Cobitis elongatoides', true],
      [' Bǎcescu & Mayer, 1969', false],
    ]);
    expect(name.authorship).toBe('Bǎcescu & Mayer, 1969');
  });

  it('treats initials as part of the authorship', () => {
    expect(pairs(typesetScientificName('Harpactea lepida (C. L. Koch, 1838)'))).toEqual([
      ['Harpactea lepida', true],
      [' (C. L. Koch, 1838)', false],
    ]);
    expect(typesetScientificName('Clubiona similis L. Koch, 1867').authorship).toBe('L. Koch, 1867');
  });

  it('adds the comma the Code recommends before the year, and keeps the authorship as written for the check', () => {
    const name = typesetScientificName('Potamophylax kosovaensis Ibrahimi & Bilalli 2023');
    expect(italicParts(name)).toEqual(['Potamophylax kosovaensis']);
    expect(name).toMatchObject({ authorship: 'Ibrahimi & Bilalli, 2023', writtenAuthorship: 'Ibrahimi & Bilalli 2023', canonical: 'Potamophylax kosovaensis' });
    expect(pairs(name)).toEqual([
      ['Potamophylax kosovaensis', true],
      [' Ibrahimi & Bilalli, 2023', false],
    ]);
    expect(typesetScientificName('Genus species Smith et al. 2011')).toMatchObject({ authorship: 'Smith et al., 2011', writtenAuthorship: 'Smith et al. 2011' });
    expect(typesetScientificName('Vulpes vulpes (Linnaeus 1758)').authorship).toBe('(Linnaeus, 1758)');
    expect(typesetScientificName('Lepus europaeus Pallas [1778]').authorship).toBe('Pallas, [1778]');
    expect(typesetScientificName('Genus species Smith 1901b').authorship).toBe('Smith, 1901b');
    expect(cleanScientificName('Canis lupus Linnaeus 1758')).toBe('Canis lupus Linnaeus, 1758');
    // Written with its comma, nothing is added and nothing is told.
    expect(typesetScientificName('Canis lupus Linnaeus, 1758')).not.toHaveProperty('writtenAuthorship');
    // Not after a designation, nor before a year that does not end the authorship.
    expect(cleanScientificName('Drusus sp. 2019')).toBe('Drusus sp. 2019');
    expect(cleanScientificName('Bufo bufo (Linnaeus 1758) s.l.')).toBe('Bufo bufo (Linnaeus 1758) s.l.');
  });

  it('shows the hyphen of a double name written with a dash, and keeps the authorship as written for the check', () => {
    const name = typesetScientificName('Rhyacophila armeniaca Guérin—Méneville 1843');
    expect(pairs(name)).toEqual([
      ['Rhyacophila armeniaca', true],
      [' Guérin-Méneville, 1843', false],
    ]);
    expect(name).toMatchObject({ authorship: 'Guérin-Méneville, 1843', writtenAuthorship: 'Guérin—Méneville 1843' });
    expect(typesetScientificName('Genus species (Guérin–Méneville, 1838)')).toMatchObject({ authorship: '(Guérin-Méneville, 1838)', writtenAuthorship: '(Guérin–Méneville, 1838)' });
    // A range of years keeps its dash; a dash inside an epithet is no double name: the name is shown as written.
    expect(typesetScientificName('Genus species Teleki & Csiki, 1922–1940')).not.toHaveProperty('writtenAuthorship');
    expect(cleanScientificName('Nymphalis c—album (Linnaeus, 1758)')).toBe('Nymphalis c—album (Linnaeus, 1758)');
  });

  it('reads a plain binomen', () => {
    expect(typesetScientificName('Bufo bufo (Linnaeus, 1758)')).toEqual({
      segments: [
        { text: 'Bufo bufo', italic: true },
        { text: ' (Linnaeus, 1758)', italic: false },
      ],
      parsed: true,
      genus: 'Bufo',
      subgenus: null,
      species: 'bufo',
      infraspecies: null,
      canonical: 'Bufo bufo',
      authorship: '(Linnaeus, 1758)',
    });
  });

  it('reads a name without authorship', () => {
    const name = typesetScientificName('Salmo trutta');
    expect(pairs(name)).toEqual([['Salmo trutta', true]]);
    expect(name).toMatchObject({ parsed: true, canonical: 'Salmo trutta', authorship: null });
    expect(typesetScientificName('Capnia vidua vidua')).toMatchObject({ infraspecies: 'vidua', authorship: null });
  });

  it('normalises whitespace, NBSPs, zero-width characters, the comma before the year and stray end punctuation', () => {
    const raw = '\u00A0 Salmo\u2009\u00A0trutta \t(Linnaeus,1758)\u202F.\n';
    expect(cleanScientificName(raw)).toBe('Salmo trutta (Linnaeus, 1758)');
    expect(pairs(typesetScientificName(raw))).toEqual([
      ['Salmo trutta', true],
      [' (Linnaeus, 1758)', false],
    ]);
    expect(cleanScientificName('Salmo\u200B trutta Linnaeus, 1758;')).toBe('Salmo trutta Linnaeus, 1758');
    expect(cleanScientificName('Salmo trutta Linnaeus, 1758 ,')).toBe('Salmo trutta Linnaeus, 1758');
    // A dot that belongs to the text stays.
    expect(cleanScientificName('Chironomus sp.')).toBe('Chironomus sp.');
    expect(cleanScientificName('Genus species Smith et al.')).toBe('Genus species Smith et al.');
    // Composed characters (NFC), so equal names compare equal.
    expect(cleanScientificName('Aeshna cyanea (Mu\u0308ller, 1764)')).toBe('Aeshna cyanea (M\u00FCller, 1764)');
  });

  it('sets open-nomenclature qualifiers roman and the following epithet italic', () => {
    expect(pairs(typesetScientificName('Baetis aff. rhodani'))).toEqual([
      ['Baetis', true],
      [' aff. ', false],
      ['rhodani', true],
    ]);
    expect(pairs(typesetScientificName('Chironomus nr. plumosus (Linnaeus, 1758)'))).toEqual([
      ['Chironomus', true],
      [' nr. ', false],
      ['plumosus', true],
      [' (Linnaeus, 1758)', false],
    ]);
    const sensuStricto = typesetScientificName('Carabus violaceus s. str. Linnaeus, 1758');
    expect(romanParts(sensuStricto)).toEqual([' s. str. Linnaeus, 1758']);
    expect(sensuStricto).toMatchObject({ canonical: 'Carabus violaceus', infraspecies: null, authorship: 'Linnaeus, 1758' });
    expect(typesetScientificName('Leptidea sinapis agg.')).toMatchObject({ canonical: 'Leptidea sinapis', authorship: null });
    expect(typesetScientificName('Culex pipiens sensu lato')).toMatchObject({ infraspecies: null, authorship: null });
    expect(typesetScientificName('Salmo trutta sensu Behnke')).toMatchObject({ infraspecies: null, authorship: 'sensu Behnke' });
  });

  it('sets a rank marker roman between italic epithets', () => {
    const name = typesetScientificName('Salmo trutta ssp. macrostigma (Duméril, 1858)');
    expect(pairs(name)).toEqual([
      ['Salmo trutta', true],
      [' ssp. ', false],
      ['macrostigma', true],
      [' (Duméril, 1858)', false],
    ]);
    expect(name).toMatchObject({ infraspecies: 'macrostigma', canonical: 'Salmo trutta macrostigma' });
  });

  it('tells unparenthesised particles from subspecies epithets', () => {
    expect(typesetScientificName('Ischnura elegans van der Linden, 1820')).toMatchObject({
      infraspecies: null,
      authorship: 'van der Linden, 1820',
    });
    expect(typesetScientificName("Genus species d'Orbigny, 1840").authorship).toBe("d'Orbigny, 1840");
    expect(typesetScientificName('Lynx lynx balcanicus Buresh, 1941')).toMatchObject({
      infraspecies: 'balcanicus',
      authorship: 'Buresh, 1941',
    });
  });

  it('splits an epithet from punctuation glued to it', () => {
    const name = typesetScientificName('Salmo trutta, Linnaeus 1758');
    expect(pairs(name)).toEqual([
      ['Salmo trutta', true],
      [', Linnaeus, 1758', false],
    ]);
    expect(name).toMatchObject({ authorship: 'Linnaeus, 1758', writtenAuthorship: 'Linnaeus 1758' });
  });

  it('reads an authorship glued to the epithet or with an unbalanced parenthesis', () => {
    const cases: [raw: string, roman: string, authorship: string][] = [
      ['Genus species(Author, 1792', '(Author, 1792', '(Author, 1792'],
      ['Genus species(Author, 1792)', '(Author, 1792)', '(Author, 1792)'],
      ['Genus species (Author, 1792', ' (Author, 1792', '(Author, 1792'],
      ['Genus species Author, 1792)', ' Author, 1792)', 'Author, 1792)'],
      ['Genus species(de Author, 1792)', '(de Author, 1792)', '(de Author, 1792)'],
    ];
    for (const [raw, roman, authorship] of cases) {
      const name = typesetScientificName(raw);
      expect(pairs(name), raw).toEqual([
        ['Genus species', true],
        [roman, false],
      ]);
      expect(name, raw).toMatchObject({ parsed: true, canonical: 'Genus species', authorship });
    }
    const subspecies = typesetScientificName('Genus species sub(Author, 1792)');
    expect(pairs(subspecies)).toEqual([
      ['Genus species sub', true],
      ['(Author, 1792)', false],
    ]);
    expect(subspecies.canonical).toBe('Genus species sub');
  });

  // The name forms of decision 20, on the made-up examples of issue 19 (real names are in scientific-name-corpus.ts).
  it('reads the name forms of decision 20', () => {
    const cases: [raw: string, italic: string[], roman: string[], canonical: string][] = [
      ['Rana exempla dalla Torre, 1900', ['Rana exempla'], [' dalla Torre, 1900'], 'Rana exempla'],
      ['Rana exempla de los Rios, 1900', ['Rana exempla'], [' de los Rios, 1900'], 'Rana exempla'],
      ['Rana exempla v. d. Wulp, 1900', ['Rana exempla'], [' v. d. Wulp, 1900'], 'Rana exempla'],
      ['Zodarion da Costa, 1990', ['Zodarion da'], [' Costa, 1990'], 'Zodarion da'],
      ["Trophon d'exemplii Smith, 1946", ["Trophon d'exemplii"], [' Smith, 1946'], "Trophon d'exemplii"],
      ['Phalaena (Tin.) exempla Fabricius, 1775', ['Phalaena (Tin.) exempla'], [' Fabricius, 1775'], 'Phalaena exempla'],
      ['Rana exempla st. alpina Smith, 1900', ['Rana exempla', 'alpina'], [' st. ', ' Smith, 1900'], 'Rana exempla alpina'],
      ['Rana exempla morph. alpina', ['Rana exempla', 'alpina'], [' morph. '], 'Rana exempla alpina'],
      ['Rana exempla natio alpina Smith, 1900', ['Rana exempla', 'alpina'], [' natio ', ' Smith, 1900'], 'Rana exempla alpina'],
      ['Rana exempla fa alpina', ['Rana exempla', 'alpina'], [' fa '], 'Rana exempla alpina'],
      ['Rana exempla (s.s.) alpina Smith, 1900', ['Rana exempla', 'alpina'], [' (s.s.) ', ' Smith, 1900'], 'Rana exempla alpina'],
      ['Rana exempla (s.l.) Smith, 1900', ['Rana exempla'], [' (s.l.) Smith, 1900'], 'Rana exempla'],
      ['Rana ? exempla Smith, 1900', ['Rana', 'exempla'], [' ? ', ' Smith, 1900'], 'Rana exempla'],
      ['Rana exempla ? alpina Smith, 1900', ['Rana exempla', 'alpina'], [' ? ', ' Smith, 1900'], 'Rana exempla alpina'],
    ];
    for (const [raw, italic, roman, canonical] of cases) {
      const name = typesetScientificName(raw);
      expect([italicParts(name), romanParts(name), name.canonical], raw).toEqual([italic, roman, canonical]);
    }
  });

  it('says where it guessed, and only there', () => {
    expect(typesetScientificName('Zodarion da Costa, 1990').guesses).toEqual(['"da" was read as the species epithet, not as an author particle']);
    expect(typesetScientificName('Phalaena (Tin.) exempla Fabricius, 1775').guesses).toEqual(['"(Tin.)" was read as an abbreviated subgenus']);
    expect(typesetScientificName('Rana exempla dalla Torre, 1900').guesses).toBeUndefined();
    // An abbreviation in parentheses without an epithet after it is an author, not a subgenus.
    expect(typesetScientificName('Rana exempla (L.)')).toMatchObject({ subgenus: null, authorship: '(L.)' });
  });

  // Choice: genus-level entries have species and canonical null (not a named species).
  it('parses genus-level entries', () => {
    const sp = typesetScientificName('Chironomus sp.');
    expect(pairs(sp)).toEqual([
      ['Chironomus', true],
      [' sp.', false],
    ]);
    expect(sp).toMatchObject({ parsed: true, genus: 'Chironomus', species: null, canonical: null, authorship: null });
    expect(pairs(typesetScientificName('Tipula (Savtshenkia) spp.'))).toEqual([
      ['Tipula (Savtshenkia)', true],
      [' spp.', false],
    ]);
    expect(typesetScientificName('Chironomus sp. 2')).toMatchObject({ parsed: true, authorship: null });
    expect(romanParts(typesetScientificName('Chironomus sp. 2'))).toEqual([' sp. 2']);
  });

  it('falls back to the shorthand (last two words roman) on what it cannot parse', () => {
    const garbage = typesetScientificName('?? 12 unknown beetle thing');
    expect(garbage).toMatchObject({ parsed: false, genus: null, species: null, canonical: null, authorship: null });
    expect(garbage.problem).toMatch(/genus/);
    expect(pairs(garbage)).toEqual([
      ['?? 12 unknown', true],
      [' beetle thing', false],
    ]);
    const noEpithet = typesetScientificName('Chironomus Meigen, 1803');
    expect(noEpithet.parsed).toBe(false);
    expect(noEpithet.problem).toMatch(/epithet/);
    expect(pairs(noEpithet)).toEqual([
      ['Chironomus', true],
      [' Meigen, 1803', false],
    ]);
    expect(typesetScientificName('Ecdyonurus cf. Jacob, 1986').problem).toMatch(/"cf\."/);
    expect(pairs(typesetScientificName('salmo trutta'))).toEqual([['salmo trutta', true]]);
    expect(pairs(typesetScientificName('SALMO'))).toEqual([['SALMO', true]]);
    const empty = typesetScientificName(' \u00A0 ');
    expect(empty).toMatchObject({ parsed: false, segments: [] });
    expect(empty.problem).toBeTruthy();
  });

  it('handles 20,000 generated names consistently (sanity check, not timed)', () => {
    const genera = ['Agonum', 'Bufo', 'Pterostichus', 'Ecdyonurus', 'Leptidea', 'Histopona'];
    const middles = ['', ' (Agonum)', ' cf.', ' gr.'];
    const epithets = ['muelleri', 'c-album', 'sinapis/juvernica', 'vidua vidua', 'aurícula'];
    const tails = ['', ' (Linnaeus, 1758)', ' C. L. Koch, 1838', ' (van Nieukerken et al. 2011)', ' s.l. Meigen 1818', ' de Man, 1880.'];
    const problems: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      const clean = `${genera[k % 6]}${middles[(k >> 1) % 4]} ${epithets[(k >> 3) % 5]}${tails[(k >> 5) % 6]}`;
      const raw = k % 7 === 0 ? ` ${clean.replaceAll(' ', '\u00A0 ')} ` : clean;
      const name = typesetScientificName(raw);
      const ok = name.parsed && joined(name) === cleanScientificName(clean) && name.genus === genera[k % 6] && wellFormed(name);
      if (!ok) problems.push(raw);
    }
    expect(problems).toEqual([]);
  });
});
