import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { parseEndemicJson, type EndemicContent } from './endemic.ts';
import { formatIssue } from '../issues.ts';

/** A small valid file, one value per line, so tests can point at lines. */
function sample(overrides: { name?: unknown; photo?: unknown; authority?: string; extra?: string } = {}): string {
  const species = {
    name: 'name' in overrides ? overrides.name : 'Tinodes lumbardhi',
    authority: overrides.authority ?? 'Ibrahimi, Bilalli & Musliu, 2025',
    family: 'Psychomyiidae',
    description: 'Përshkrim.',
    conservation: null,
    photo: 'photo' in overrides ? overrides.photo : null,
  };
  return JSON.stringify({ groups: [{ title: 'Insektet Ujore (Trichoptera)', species: [species] }] }, null, 2);
}

function lineOf(text: string, fragment: string): number {
  const index = text.indexOf(fragment);
  if (index < 0) throw new Error(`fragment not found: ${fragment}`);
  return text.slice(0, index).split('\n').length;
}

const defaultEndemicJson = readFileSync(path.resolve(import.meta.dirname, '../../../content/endemic.json'), 'utf8');

describe('default content/endemic.json', () => {
  const { content, issues } = parseEndemicJson(defaultEndemicJson);
  const groups = (content as EndemicContent).groups;
  const all = groups.flatMap((group) => group.species);
  const byName = new Map(all.map((species) => [species.name, species]));

  it('parses without issues into the 6 groups of the endemic page', () => {
    expect(issues.map(formatIssue)).toEqual([]);
    expect(content).not.toBeNull();
    expect(groups.map((group) => group.title)).toEqual([
      'Merimangat (Araneae)',
      'Insektet Ujore (Trichoptera)',
      'Kërmij (Gastropoda)',
      'Shumkëmbëshat (Diplopoda)',
      'Brumbujt (Coleoptera)',
      'Izopodët (Isopoda)',
    ]);
    expect(groups.map((group) => group.species.length)).toEqual([4, 7, 3, 1, 3, 1]);
    expect(all).toHaveLength(19);
  });

  it('follows the verified authorities and leaves unverified ones empty', () => {
    expect(byName.get('Drusus sharrensis')?.authority).toBe('Ibrahimi, Vitecek & Previšić, 2016');
    expect(byName.get('Drusus dardanicus')?.authority).toBe('Ibrahimi, Kučinić & Vitecek, 2015');
    expect(byName.get('Belgrandiella bumasta')?.authority).toBe('Schütt, 1960');
    expect(byName.get('Terranigra kosovica')?.authority).toBe('Radoman, 1978');
    for (const name of ['Potamophylax kosovaensis', 'Brachythele kosovarica', 'Brachydesmus jalzici', 'Pavicevicia pretneri', 'Alpioniscus metohicus']) {
      expect(byName.get(name)?.authority, name).toBeNull();
    }
  });

  it('has photos only for the two caddisflies the owners photographed, and no unsupported conservation rating', () => {
    const withPhoto = all.filter((species) => species.photo !== null);
    expect(withPhoto.map((species) => [species.name, species.photo])).toEqual([
      ['Potamophylax coronavirus', 'Potamophylax coronavirus.jpg'],
      ['Potamophylax kosovaensis', 'Potamophylax kosovaensis.jpg'],
    ]);
    expect(all.every((species) => species.conservation === null)).toBe(true);
  });

  it('gives every species a description, several long enough for "Lexo më shumë"', () => {
    expect(all.every((species) => species.description.length > 0)).toBe(true);
    expect(all.filter((species) => species.description.length > 150).length).toBeGreaterThanOrEqual(5);
    expect(all.every((species) => species.family?.endsWith('idae'))).toBe(true);
  });
});

describe('default content/endemic.json in English', () => {
  const { content, english } = parseEndemicJson(defaultEndemicJson);
  const groups = (content as EndemicContent).groups;
  const all = groups.flatMap((group) => group.species);
  /** Years, altitudes, lengths: "4,7–4,9 mm" in Albanian is "4.7–4.9 mm" in English. */
  const numbers = (text: string) => [...text.replace(/(\d),(\d)/g, '$1.$2').matchAll(/\d+(?:\.\d+)?/g)].map((match) => match[0]).sort();
  /** Abbreviated species names and Latin words in quotes: "E. agrestis", “humo”. */
  const names = (text: string) => [...text.matchAll(/\b\p{Lu}\. \p{Ll}+|“[^”]+”/gu)].map((match) => match[0]).sort();

  it('gives every group title and every description its English twin, and counts them all as given', () => {
    expect(groups.map((group) => group.titleEn)).toEqual([
      'Spiders (Araneae)',
      'Caddisflies (Trichoptera)',
      'Snails (Gastropoda)',
      'Millipedes (Diplopoda)',
      'Beetles (Coleoptera)',
      'Isopods (Isopoda)',
    ]);
    expect(all.every((species) => species.descriptionEn)).toBe(true);
    expect(english.map((twin) => twin.kind)).toEqual([
      'endemicTitle', ...Array(4).fill('endemicDescription'),
      'endemicTitle', ...Array(7).fill('endemicDescription'),
      'endemicTitle', ...Array(3).fill('endemicDescription'),
      'endemicTitle', 'endemicDescription',
      'endemicTitle', ...Array(3).fill('endemicDescription'),
      'endemicTitle', 'endemicDescription',
    ]);
    expect(english.every((twin) => twin.given)).toBe(true);
  });

  it('states in English the numbers, years and names the Albanian text states, and no others', () => {
    for (const species of all) {
      expect(numbers(species.descriptionEn ?? ''), species.name).toEqual(numbers(species.description));
      const quoted = (text: string) => names(text).filter((name) => name.startsWith('“'));
      expect(names(species.descriptionEn ?? '').filter((name) => !name.startsWith('“')), species.name).toEqual(names(species.description).filter((name) => !name.startsWith('“')));
      // Latin words and their glosses: “humo” (I bury), “Lumbardhi”, “the white river” for “lumi i bardhë”.
      expect(quoted(species.descriptionEn ?? '').length, species.name).toBe(quoted(species.description).length);
    }
  });

  it('says in English, as in Albanian, when nothing more is known of a species', () => {
    for (const species of all) {
      const unknown = species.description.includes('nuk janë ende në dispozicion');
      expect(species.descriptionEn?.includes('is not yet available'), species.name).toBe(unknown);
    }
  });
});

describe('parseEndemicJson: English twins (titleEn, descriptionEn, conservationEn)', () => {
  const file = (species: object, group: object = {}) =>
    JSON.stringify({ groups: [{ title: 'Insektet Ujore (Trichoptera)', ...group, species: [{ name: 'Tinodes lumbardhi', ...species }] }] }, null, 2);

  it('reads files without English as before, listing each text without its twin where its Albanian text stands', () => {
    const text = file({ description: 'Përshkrim.', conservation: 'E rrezikuar' });
    const { content, issues, english } = parseEndemicJson(text);
    expect(issues).toEqual([]);
    expect(content?.groups[0]?.titleEn).toBeUndefined();
    expect(english).toEqual([
      { kind: 'endemicTitle', file: 'endemic.json', line: lineOf(text, '"title"'), column: 16, field: 'groups[0].titleEn ("Insektet Ujore (Trichoptera)")', given: false },
      { kind: 'endemicDescription', file: 'endemic.json', line: lineOf(text, '"description"'), column: 26, field: 'groups[0].species[0].descriptionEn ("Tinodes lumbardhi")', given: false },
      { kind: 'endemicConservation', file: 'endemic.json', line: lineOf(text, '"conservation"'), column: 27, field: 'groups[0].species[0].conservationEn ("Tinodes lumbardhi")', given: false },
    ]);
  });

  it('keeps the English texts, trimmed and NFC; null and "" mean none given; no twin is asked of a text that is not there', () => {
    const { content, issues, english } = parseEndemicJson(
      file({ description: 'Përshkrim.', descriptionEn: ' A caddisfly from Kosove\u0308. ', conservationEn: '' }, { titleEn: 'Caddisflies (Trichoptera)' }),
    );
    expect(issues).toEqual([]);
    expect(content?.groups[0]?.titleEn).toBe('Caddisflies (Trichoptera)');
    expect(content?.groups[0]?.species[0]?.descriptionEn).toBe('A caddisfly from Kosovë.');
    expect(content?.groups[0]?.species[0]?.conservationEn).toBeNull();
    expect(english.map((twin) => [twin.kind, twin.given])).toEqual([
      ['endemicTitle', true],
      ['endemicDescription', true],
    ]);
  });

  it('reports an English text that is not text at its line, and warns about English without Albanian', () => {
    const wrong = file({ description: 'Përshkrim.', descriptionEn: 7 });
    expect(parseEndemicJson(wrong).issues.map(formatIssue)).toEqual([
      `endemic.json:${lineOf(wrong, '"descriptionEn"')}:28: error: groups[0].species[0].descriptionEn ("Tinodes lumbardhi"): must be text in double quotes, or null, not 7`,
    ]);
    const englishOnly = file({ descriptionEn: 'A caddisfly.', conservationEn: 'Endangered' });
    const { content, issues } = parseEndemicJson(englishOnly);
    expect(content).not.toBeNull();
    expect(issues.map(formatIssue)).toEqual([
      `endemic.json:${lineOf(englishOnly, '{\n          "name"')}:9: warning: groups[0].species[0] ("Tinodes lumbardhi"): has no description`,
      `endemic.json:${lineOf(englishOnly, '"descriptionEn"')}:28: warning: groups[0].species[0].descriptionEn ("Tinodes lumbardhi"): has an English description but no Albanian one, which the Albanian page shows`,
      `endemic.json:${lineOf(englishOnly, '"conservationEn"')}:29: warning: groups[0].species[0].conservationEn ("Tinodes lumbardhi"): has an English conservation status but no Albanian one, which the Albanian page shows`,
    ]);
  });
});

describe('parseEndemicJson', () => {
  it('accepts a minimal valid file, a BOM, decomposed letters and "" for unknown values', () => {
    const text = '\uFEFF' + JSON.stringify({
      groups: [{ title: 'Kërmij (Gastropoda)'.normalize('NFD'), species: [{ name: ' Terranigra kosovica ', authority: '', description: 'x' }] }],
    });
    const { content, issues } = parseEndemicJson(text);
    expect(issues).toEqual([]);
    expect(content?.groups[0]?.title).toBe('Kërmij (Gastropoda)');
    expect(content?.groups[0]?.species[0]).toEqual({
      name: 'Terranigra kosovica',
      authority: null,
      family: null,
      description: 'x',
      conservation: null,
      photo: null,
    });
  });

  it('reports invalid JSON with its line and column; reads a comma after the last item without it', () => {
    const text = '{\n  "groups": [\n    { "title": "A", "species": [] }\n    { "title": "B", "species": [] }\n  ]\n}';
    const { content, issues } = parseEndemicJson(text, 'endemic.json');
    expect(content).toBeNull();
    expect(issues).toEqual([
      { severity: 'error', file: 'endemic.json', line: 3, column: 36, message: 'not valid JSON: a comma (,) is missing at the end of this line, before the next item' },
    ]);
    // At the comma to remove, not at the brace after it.
    const trailing = parseEndemicJson('{\n  "groups": [\n    { "title": "A", }\n  ]\n}', 'endemic.json');
    expect(trailing.issues[0]).toMatchObject({ severity: 'warning', file: 'endemic.json', line: 3, column: 19 });
    expect(trailing.issues[0]?.message).toBe('a comma after the last item, before "}": JSON allows none there; read without it, remove it');
  });

  it('reports a truncated file', () => {
    const { content, issues } = parseEndemicJson('{\n  "groups": [\n');
    expect(content).toBeNull();
    expect(issues[0]?.severity).toBe('error');
    expect(issues[0]?.message).toMatch(/^not valid JSON/);
  });

  it('reports an empty species name on its line', () => {
    const text = sample({ name: '  ' });
    const { content, issues } = parseEndemicJson(text, 'endemic.json');
    expect(content).toBeNull();
    expect(issues).toEqual([
      {
        severity: 'error',
        file: 'endemic.json',
        line: lineOf(text, '"name"'),
        column: text.split('\n')[lineOf(text, '"name"') - 1]!.indexOf('"  "') + 1,
        message: 'groups[0].species[0].name ("Insektet Ujore (Trichoptera)"): name must not be empty',
      },
    ]);
  });

  it('shows no photo for a name that is not a .jpg/.jpeg file name, and reads one written with its folder as meant', () => {
    const text = sample({ photo: 'Tinodes lumbardhi.png' });
    const { content, issues } = parseEndemicJson(text);
    expect(content?.groups[0]?.species[0]?.photo).toBeNull();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ severity: 'warning', line: lineOf(text, '"photo"') });
    expect(issues[0]?.message).toBe('groups[0].species[0].photo ("Tinodes lumbardhi"): must be the name of a JPEG file in photos/, ending in .jpg or .jpeg: no photo is shown until then');
    const inFolder = parseEndemicJson(sample({ photo: 'photos/Tinodes lumbardhi.jpg' }));
    expect(inFolder.content?.groups[0]?.species[0]?.photo).toBe('Tinodes lumbardhi.jpg');
    expect(inFolder.photos.map((photo) => photo.name)).toEqual(['Tinodes lumbardhi.jpg']);
    expect(inFolder.issues.map((issue) => [issue.severity, issue.message])).toEqual([
      ['warning', 'groups[0].species[0].photo ("Tinodes lumbardhi"): "photos/Tinodes lumbardhi.jpg" read as "Tinodes lumbardhi.jpg": the photo is looked for in photos/; write its file name alone'],
    ]);
    expect(parseEndemicJson(sample({ photo: 'other/Tinodes lumbardhi.jpg' })).content?.groups[0]?.species[0]?.photo).toBeNull();
    expect(parseEndemicJson(sample({ photo: 'Tinodes lumbardhi.JPEG' })).issues).toEqual([]);
  });

  it('shows an authority without the comma before its year with it, or with a dash in a double name with the hyphen, as the checklists do, and says so at its line', () => {
    const text = sample({ authority: 'Ibrahimi, Bilalli & Musliu 2025' });
    const { content, issues } = parseEndemicJson(text);
    expect(content?.groups[0]?.species[0]?.authority).toBe('Ibrahimi, Bilalli & Musliu, 2025');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ severity: 'warning', line: lineOf(text, '"authority"') });
    expect(issues[0]?.message).toBe(
      'groups[0].species[0].authority ("Tinodes lumbardhi"): "Ibrahimi, Bilalli & Musliu 2025" has no comma between the author and the year: the site shows "Ibrahimi, Bilalli & Musliu, 2025"; write it so',
    );
    expect(parseEndemicJson(sample({ authority: '(Malicky 1986)' })).content?.groups[0]?.species[0]?.authority).toBe('(Malicky, 1986)');
    const dashed = parseEndemicJson(sample({ authority: 'Guérin—Méneville, 1843' }));
    expect(dashed.content?.groups[0]?.species[0]?.authority).toBe('Guérin-Méneville, 1843');
    expect(dashed.issues[0]?.message).toMatch(/"Guérin—Méneville, 1843" has a dash "—" inside a double name, where it takes a hyphen: the site shows "Guérin-Méneville, 1843"; write it so$/);
    expect(parseEndemicJson(sample()).issues).toEqual([]);
  });

  it('reports wrong types and missing keys at the nearest line', () => {
    const text = '{\n  "groups": [\n    {\n      "title": "A",\n      "species": "none"\n    },\n    {\n      "species": []\n    }\n  ]\n}';
    const { content, issues } = parseEndemicJson(text);
    expect(content).toBeNull();
    const messages = issues.map((issue) => `${issue.line}: ${issue.message}`);
    expect(messages).toEqual([
      '5: groups[0].species ("A"): must be a list [ … ], not "none"',
      '7: groups[1].title: "title" is missing',
      '8: groups[1].species: a group needs at least one species',
    ]);
  });

  it('rejects a file without groups', () => {
    const { content, issues } = parseEndemicJson('{ "groups": [] }');
    expect(content).toBeNull();
    expect(issues[0]?.message).toBe('groups: at least one group is needed');
  });

  it('reads a group title used twice as one group, and keeps the first entry of a species listed twice, with a warning each', () => {
    const species = (name: string, description = 'x') => ({ name, description });
    const text = JSON.stringify(
      {
        groups: [
          { title: 'Kërmij (Gastropoda)', species: [species('Bythinella istoka')] },
          { title: 'Merimangat', species: [species('Eresus kollari')] },
          { title: 'Kërmij (Gastropoda)', species: [species('Terranigra kosovica'), species('Bythinella istoka', 'y')] },
        ],
      },
      null,
      2,
    );
    const { content, issues, featured } = parseEndemicJson(text);
    expect(content?.groups.map((group) => [group.title, group.species.map((entry) => `${entry.name}: ${entry.description}`)])).toEqual([
      ['Kërmij (Gastropoda)', ['Bythinella istoka: x', 'Terranigra kosovica: x']],
      ['Merimangat', ['Eresus kollari: x']],
    ]);
    expect(featured.map((entry) => entry.name)).toEqual(['Bythinella istoka', 'Eresus kollari', 'Terranigra kosovica']);
    expect(issues.map((issue) => [issue.severity, issue.message])).toEqual([
      ['warning', 'groups[2].title ("Kërmij (Gastropoda)"): group "Kërmij (Gastropoda)" is listed twice (also group 1): its species are shown under the first; write them in one group'],
      ['warning', 'groups[2].species[1].name ("Bythinella istoka"): "Bythinella istoka" is listed twice (also in group "Kërmij (Gastropoda)"): this entry is left out'],
    ]);
    const lastName = text.lastIndexOf('"Bythinella istoka"');
    expect(issues[1]?.line).toBe(text.slice(0, lastName).split('\n').length);
  });

  it('warns, but keeps the content, about unknown keys, names with an authority and missing descriptions', () => {
    const text = JSON.stringify(
      { groups: [{ title: 'T', species: [{ name: 'Salmo trutta Linnaeus, 1758', autority: 'Linnaeus, 1758' }] }] },
      null,
      2,
    );
    const { content, issues } = parseEndemicJson(text);
    expect(content).not.toBeNull();
    expect(issues.every((issue) => issue.severity === 'warning')).toBe(true);
    expect(issues.map((issue) => issue.message)).toEqual([
      'groups[0].species[0].autority ("Salmo trutta Linnaeus, 1758"): unknown key "autority" is ignored (known keys: name, authority, family, description, descriptionEn, conservation, conservationEn, photo)',
      'groups[0].species[0].name ("Salmo trutta Linnaeus, 1758"): "Salmo trutta Linnaeus, 1758" does not look like "Genus species"; write the authority in "authority"',
      'groups[0].species[0] ("Salmo trutta Linnaeus, 1758"): has no description',
    ]);
    expect(issues[0]?.line).toBe(lineOf(text, '"autority"'));
  });
});

describe('parseEndemicJson: italics marked as in references.md', () => {
  it('shows a marked phrase without its asterisks and names it, in descriptions and conservation texts of both languages', () => {
    const file = JSON.stringify(
      {
        groups: [
          {
            title: 'Merimangat (Araneae)',
            species: [
              {
                name: 'Brachythele kosovarica',
                description: 'Merimangë e gjinisë *Brachythele*; pranë *Nemesia pannonica*, 5 \\* 3.',
                descriptionEn: 'A spider of the genus *Brachythele*.',
                conservation: 'Sipas *Librit të Kuq*',
                conservationEn: 'An *unclosed mark',
              },
            ],
          },
        ],
      },
      null,
      2,
    );
    const { content, italics, issues } = parseEndemicJson(file);
    const species = content!.groups[0]!.species[0]!;
    expect(species.description).toBe('Merimangë e gjinisë Brachythele; pranë Nemesia pannonica, 5 * 3.');
    expect(species.descriptionEn).toBe('A spider of the genus Brachythele.');
    expect(species.conservation).toBe('Sipas Librit të Kuq');
    expect(species.conservationEn).toBe('An unclosed mark');
    expect(italics).toEqual(['Brachythele', 'Nemesia pannonica', 'Brachythele', 'Librit të Kuq']);
    // A mark that pairs with none is dropped and told, at its field's line, as in references.md.
    expect(issues.map(formatIssue)).toEqual([
      `endemic.json:${lineOf(file, '"conservationEn"')}:${file.split('\n')[lineOf(file, '"conservationEn"') - 1]!.indexOf('"An') + 1}: warning: groups[0].species[0].conservationEn ("Brachythele kosovarica"): unclosed italics marker "*" removed near "An *unclosed mark"`,
    ]);
  });
});
