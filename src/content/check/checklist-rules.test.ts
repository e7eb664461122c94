import { describe, expect, it } from 'vitest';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { typesetScientificName } from '../parse/scientific-name.ts';
import { checkNames, checkNumbering, type CheckedChecklist } from './checklist-rules.ts';

const file = 'checklists/Test.csv';

/** A checklist with one row per name (line 2 onwards); the Lloji cell is column 4. */
function checked(...names: string[]): CheckedChecklist {
  const rows = names.map((name, i) => `${i + 1},Testorder,Testidae,"${name}",Ref`);
  const parsed = parseChecklistCsv(['Nr,Rendi,Familja,Lloji,Referenca', ...rows].join('\n'), file);
  return { file, parsed, names: parsed.rows.map((row) => typesetScientificName(row.lloji)) };
}

const messages = (...names: string[]) => checkNames(checked(...names)).map(({ line, column, message }) => ({ line, column, message }));

describe('checkNames: subgenera', () => {
  it('points at a genus and its subgenus one letter apart, one of them misspelt', () => {
    expect(messages('Deltomerus (Deltomerus) nopcsai Csiki, 1940', 'Nebria (Nebriola) jockischii Sturm, 1815', 'Deltomerous (Deltomerus) nopcsai Csiki, 1940')).toEqual([
      {
        line: 4,
        column: 4,
        message:
          'in the species name "Deltomerous (Deltomerus) nopcsai Csiki, 1940", the genus "Deltomerous" and its subgenus "(Deltomerus)" are spelt nearly alike: a subgenus named after its genus repeats the name letter for letter, so correct the one misspelt ("Deltomerus (Deltomerus)" or "Deltomerous (Deltomerous)")',
      },
    ]);
  });
});

describe('checkNames: authorships', () => {
  it('accepts well-formed authorships', () => {
    expect(messages('Genus species (Author, 1792)', 'Genus species Author & Other, 1850', 'Genus species')).toEqual([]);
  });

  it('says how to close an opening parenthesis', () => {
    expect(messages('Genus alpha (Author, 1792)', 'Lycaena dispar (Haworth, 1802')).toEqual([
      {
        line: 3,
        column: 4,
        message: 'the authorship "(Haworth, 1802" of Lycaena dispar has an opening parenthesis without its closing one: write "(Haworth, 1802)" if the species was described in another genus, else "Haworth, 1802"',
      },
    ]);
  });

  it('says how to open a closing parenthesis', () => {
    expect(messages('Genus species Author, 1792)')).toEqual([
      {
        line: 2,
        column: 4,
        message: 'the authorship "Author, 1792)" of Genus species has a closing parenthesis without its opening one: write "(Author, 1792)" if the species was described in another genus, else "Author, 1792"',
      },
    ]);
  });

  it('points at text after the year, where an authorship ends, and accepts the author of a new combination there', () => {
    const tail = 'after its year, where an authorship ends, so it is shown and published as part of the authorship: write a qualifier (s.l., ?) after the name, before the authorship, and anything else in a column of its own';
    expect(
      messages(
        'Ursus arctos Linnaeus, 1758 – ariu i murmë',
        'Bufo bufo (Linnaeus, 1758) sensu lato',
        'Pieris napi meridionalis Heyne, [1895]',
        'Limnatis nilotica (Savigny, 1820) Moquin-Tandon, 1826',
        'Anax imperator Leach in Brewster, 1815',
      ),
    ).toEqual([
      { line: 2, column: 4, message: `the authorship "Linnaeus, 1758 – ariu i murmë" of Ursus arctos has "– ariu i murmë" ${tail}` },
      { line: 3, column: 4, message: `the authorship "(Linnaeus, 1758) sensu lato" of Bufo bufo has "sensu lato" ${tail}` },
    ]);
  });

  it('tells of the comma the site adds between the author and the year, and accepts a year in brackets after one', () => {
    expect(messages('Canis lupus Linnaeus 1758', 'Vulpes vulpes (Linnaeus 1758)', 'Felis silvestris Schreber, [1777]', 'Talpa europaea Linnaeus,1758', 'Lepus europaeus Pallas [1778]')).toEqual([
      { line: 2, column: 4, message: 'the authorship "Linnaeus 1758" of Canis lupus has no comma between the author and the year: the site shows "Linnaeus, 1758"; write it so' },
      { line: 3, column: 4, message: 'the authorship "(Linnaeus 1758)" of Vulpes vulpes has no comma between the author and the year: the site shows "(Linnaeus, 1758)"; write it so' },
      { line: 6, column: 4, message: 'the authorship "Pallas [1778]" of Lepus europaeus has no comma between the author and the year: the site shows "Pallas, [1778]"; write it so' },
    ]);
    // A year outside the Code's range is told first, as before.
    expect(messages('Ironoquia dubia (Stephens 1738)')).toEqual([{ line: 2, column: 4, message: `the authorship "(Stephens 1738)" of Ironoquia dubia has the year 1738, outside 1757–${new Date().getFullYear()}` }]);
  });

  it('tells of the hyphen the site shows in a double name written with a dash, with the comma where it lacks one too', () => {
    expect(messages('Rhyacophila armeniaca Guérin—Méneville, 1843', 'Genus species (Guérin–Méneville 1838)', 'Genus other Teleki & Csiki, 1922–1940')).toEqual([
      { line: 2, column: 4, message: 'the authorship "Guérin—Méneville, 1843" of Rhyacophila armeniaca has a dash "—" inside a double name, where it takes a hyphen: the site shows "Guérin-Méneville, 1843"; write it so' },
      {
        line: 3,
        column: 4,
        message: 'the authorship "(Guérin–Méneville 1838)" of Genus species has a dash "–" inside a double name, where it takes a hyphen, and no comma between the author and the year: the site shows "(Guérin-Méneville, 1838)"; write it so',
      },
    ]);
  });

  it('points out an authorship glued to the name, with the whole name to write', () => {
    expect(messages('Genus species(Author, 1792)', 'Genus species(Author, 1792')).toEqual([
      {
        line: 2,
        column: 4,
        message: 'the authorship "(Author, 1792)" of Genus species has no space between the name and its authorship: write "Genus species (Author, 1792)"',
      },
      {
        line: 3,
        column: 4,
        message:
          'the authorship "(Author, 1792" of Genus species has no space between the name and its authorship and has an opening parenthesis without its closing one: write "Genus species (Author, 1792)" if the species was described in another genus, else "Genus species Author, 1792"',
      },
    ]);
  });

  it('reports other imbalances as they are', () => {
    expect(messages('Genus species ((Author, 1792)')[0]?.message).toBe(
      'the authorship "((Author, 1792)" of Genus species has unbalanced parentheses',
    );
  });
});

describe('checkNames: guesses (decision 20)', () => {
  it('warns where the name needed a guess, at its cell', () => {
    expect(messages('Genus species (Author, 1792)', 'Zodarion van Bosmans, 2009', 'Phalaena (Tin.) guttella Fab.')).toEqual([
      {
        line: 3,
        column: 4,
        message: 'in the species name "Zodarion van Bosmans, 2009", "van" was read as the species epithet, not as an author particle: check it is read right',
      },
      {
        line: 4,
        column: 4,
        message: 'in the species name "Phalaena (Tin.) guttella Fab.", "(Tin.)" was read as an abbreviated subgenus: check it is read right',
      },
    ]);
  });

  it('stays quiet on names read without a guess (planted defect: a particle as epithet would be flagged)', () => {
    expect(messages('Tremoctopus violaceus delle Chiaje, 1830', "Trophon d'orbignyi Carcelles, 1946")).toEqual([]);
    expect(messages('Tremoctopus violaceus Chiaje, 1830', 'Tremoctopus delle Chiaje, 1830')).toHaveLength(1);
  });
});

describe('checkNumbering', () => {
  const numbered = (...numbers: string[]) => {
    const rows = numbers.map((nr, i) => `${nr},Testorder,Testidae,Genus species${String.fromCharCode(97 + i)},Ref`);
    const parsed = parseChecklistCsv(['Nr,Rendi,Familja,Lloji,Referenca', ...rows].join('\n'), file);
    return checkNumbering({ file, parsed, names: [] }).map(({ line, column, message }) => ({ line, column, message }));
  };

  it('reads a number written with a dot, a parenthesis or a decimal as that number, told once', () => {
    expect(numbered('1.', '2.', '3)', '4.0', '5')).toEqual([
      { line: 2, column: 1, message: 'Nr has more than the number on lines 2–5 ("1.", "2.", "3)"): read as the number; write the number alone' },
    ]);
    // Read as numbers, they are still counted: a gap is found between them.
    expect(numbered('1.', '3.', 'x')).toEqual([
      { line: 2, column: 1, message: 'Nr has more than the number on lines 2–3 ("1.", "3."): read as the number; write the number alone' },
      { line: 3, column: 1, message: 'Nr jumps from 1 to 3 (2 is missing)' },
      { line: 4, column: 1, message: 'Nr "x" is not a whole number' },
    ]);
  });
});
