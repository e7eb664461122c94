import { describe, expect, it } from 'vitest';
import { clipRuns, inlinesWithNames, knownNames, nameRuns, nameSpans, namesInTexts, scanNames } from './names-in-text.ts';

const known = knownNames(['Carabus variolosus nodulosus', 'Montenegrina subcristata', 'Canis lupus', 'Drusus siveci', 'Brachythele kosovarica', 'Salmo trutta', 'Salmo farioides', 'Rana graeca', 'Testudo hermanni boettgeri']);

/** The text with its names between asterisks. */
function marked(text: string): string {
  return nameRuns(text, nameSpans(text, known))
    .map((run) => (run.italic ? `*${run.text}*` : run.text))
    .join('');
}

describe('names in running text', () => {
  it.each([
    ['A spider of the genus Brachythele (family Nemesiidae).', 'A spider of the genus *Brachythele* (family Nemesiidae).'],
    ['Merimangë e gjinisë Brachythele (familja Nemesiidae).', 'Merimangë e gjinisë *Brachythele* (familja Nemesiidae).'],
    ['New records of Drusus siveci Malicky, 1981 (Trichoptera, Limnephilidae)', 'New records of *Drusus siveci* Malicky, 1981 (Trichoptera, Limnephilidae)'],
    ['Closely related to Canis lupus and to C. lupus alone.', 'Closely related to *Canis lupus* and to *C. lupus* alone.'],
    ['The tortoise Testudo hermanni boettgeri lives here.', 'The tortoise *Testudo hermanni boettgeri* lives here.'],
    // A genus with an epithet the fauna knows from another species of it.
    ['Salmo graeca, a made-up pair.', '*Salmo graeca*, a made-up pair.'],
    // The genus alone before a word of prose, an abbreviation or punctuation.
    ['the genus Salmo in Kosovo', 'the genus *Salmo* in Kosovo'],
    ['gjinia Salmo është', 'gjinia *Salmo* është'],
    ['Drusus sp. n. from Kosovo; Drusus, Rana.', '*Drusus* sp. n. from Kosovo; *Drusus*, *Rana*.'],
    // A lowercase word the fauna does not know as an epithet: perhaps a species it does not list, so no half name.
    ['a species of the Drusus winneguthi cluster', 'a species of the Drusus winneguthi cluster'],
    // Families, orders and words that only contain a genus are never names.
    ['Canidae of the order Carnivora; Ranas and Salmonidae.', 'Canidae of the order Carnivora; Ranas and Salmonidae.'],
    // An abbreviation the fauna does not know; white space of any kind between the words of a name.
    ['X. lupus, Canis  lupus, Canis\nlupus, C.\u00a0lupus', 'X. lupus, *Canis  lupus*, *Canis\nlupus*, *C.\u00a0lupus*'],
    // A subgenus between the genus and the epithet; a genus and its subgenus alone.
    ['Rediscovery of Carabus (Hygrocarabus) variolosus nodulosus in Kosovo', 'Rediscovery of *Carabus (Hygrocarabus) variolosus nodulosus* in Kosovo'],
    ['the subgenus Carabus (Hygrocarabus) in Kosovo; Canis (Canis) lupus', 'the subgenus *Carabus (Hygrocarabus)* in Kosovo; *Canis (Canis) lupus*'],
    // A genus alone after another capitalised word: part of a proper name, unless that word is "Genus".
    ['in the journal Ecologica Montenegrina; the genus Montenegrina.', 'in the journal Ecologica Montenegrina; the genus *Montenegrina*.'],
    ['First Record of the Genus Carabus; Montenegrina, Canis', 'First Record of the Genus *Carabus*; *Montenegrina*, *Canis*'],
    // A capitalised word that opens a sentence is no proper name.
    ['(2013). The Montenegrina of Kosovo. In Montenegrina, Drusus.', '(2013). The *Montenegrina* of Kosovo. In *Montenegrina*, *Drusus*.'],
    // Right after the word "genus", the genus alone whatever follows.
    ['Snails of the genus Drusus live in springs; kërmijtë e gjinisë Drusus jetojnë', 'Snails of the genus *Drusus* live in springs; kërmijtë e gjinisë *Drusus* jetojnë'],
    ['', ''],
  ])('%s', (text, expected) => {
    expect(marked(text)).toBe(expected);
  });

  it('sets the phrases the owners mark in italics wherever they stand, a known name reaching into one winning', () => {
    const marked = knownNames(['Canis lupus', 'Drusus siveci'], ['Xenopus', 'Canis', 'Drusus winneguthi', 'Libri i Kuq']);
    const text = 'Xenopus and Xenopusia; Canis lupus; the Drusus winneguthi cluster; Libri i Kuq.';
    const { names, unlisted } = scanNames(text, marked);
    expect(names.map(([start, end]) => text.slice(start, end))).toEqual(['Xenopus', 'Canis lupus', 'Drusus winneguthi', 'Libri i Kuq']);
    expect(unlisted).toEqual([]);
  });

  it('knows only names written as names: a capitalised genus and lowercase epithets', () => {
    const names = knownNames(['Canis lupus', 'canis latrans', 'Vulpes', 'VULPES VULPES', 'Ursus arctos ', '  Lynx  lynx']);
    expect([...names.species]).toEqual(['Canis lupus', 'Ursus arctos', 'Lynx lynx']);
    expect([...names.abbreviated]).toEqual(['C. lupus', 'U. arctos', 'L. lynx']);
    expect([...names.phrases]).toEqual([]);
  });

  it('tells a known genus before a lowercase word the fauna does not know as an epithet: a species none lists', () => {
    const text = 'the Drusus winneguthi cluster, Drusus in Kosovo, the genus Drusus live, Canis lupus. The Drusus alterus group';
    expect(scanNames(text, known).unlisted.map(([start, end]) => text.slice(start, end))).toEqual(['Drusus winneguthi', 'Drusus alterus']);
  });

  it('tells a capitalised word right after "genus" that is no genus the fauna knows, but not one after "subgenus"', () => {
    const text = 'of the Genus Glossossoma Curtis, 1834; gjinisë Terranigra; the subgenus Hygrocarabus; the genus Drusus; A New Genus And Species';
    expect(scanNames(text, known).unlisted.map(([start, end]) => text.slice(start, end))).toEqual(['Glossossoma', 'Terranigra']);
    expect(scanNames(text, known).names.map(([start, end]) => text.slice(start, end))).toEqual(['Drusus']);
  });

  it('keeps each text that holds a name once, with where its names stand', () => {
    expect(namesInTexts(['Canis lupus and Rana', null, 'nothing here', 'Canis lupus and Rana', undefined], known)).toEqual({ 'Canis lupus and Rana': [[0, 11], [16, 20]] });
  });

  it('cuts runs at a limit in characters, a name cut there still in italics', () => {
    const runs = nameRuns('Ë Canis lupus here', nameSpans('Ë Canis lupus here', known));
    expect(clipRuns(runs, 7)).toEqual([{ text: 'Ë ', italic: false }, { text: 'Canis', italic: true }]);
    expect(clipRuns(runs, 100)).toEqual(runs);
  });

  it("sets the names of a bibliography entry's roman runs in italics, leaving its italic runs and links, and names the unlisted once", () => {
    const { inlines, unlisted } = inlinesWithNames(
      [
        { kind: 'text', text: 'New records of Drusus siveci. ' },
        { kind: 'italic', text: 'Rana Journal' },
        { kind: 'link', text: 'https://example.org/Canis', href: 'https://example.org/Canis' },
      ],
      known,
    );
    expect(inlines).toEqual([
      { kind: 'text', text: 'New records of ' },
      { kind: 'italic', text: 'Drusus siveci' },
      { kind: 'text', text: '. ' },
      { kind: 'italic', text: 'Rana Journal' },
      { kind: 'link', text: 'https://example.org/Canis', href: 'https://example.org/Canis' },
    ]);
    expect(unlisted).toEqual([]);
    expect(inlinesWithNames([{ kind: 'text', text: 'Drusus alterus, Drusus alterus' }, { kind: 'italic', text: 'Drusus exemplus' }], known).unlisted).toEqual(['Drusus alterus']);
  });
});
