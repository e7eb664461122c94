import { describe, expect, it } from 'vitest';
import { typesetScientificName, type TypesetName } from './scientific-name.ts';
import { NAME_CORPUS, type CorpusName } from './scientific-name-corpus.ts';

const runs = (name: TypesetName, italic: boolean) => name.segments.filter((s) => s.italic === italic).map((s) => s.text);

/** What the parser got wrong for one corpus name (empty: it agrees). */
export function disagreements(expected: CorpusName, name: TypesetName = typesetScientificName(expected.name)): string[] {
  const wrong: string[] = [];
  if (!name.parsed) return [`not parsed: ${name.problem}`];
  if (JSON.stringify(runs(name, true)) !== JSON.stringify(expected.italic)) wrong.push(`italic ${JSON.stringify(runs(name, true))}`);
  const roman = expected.roman ?? (expected.authorship ? [` ${expected.authorship}`] : []);
  if (JSON.stringify(runs(name, false)) !== JSON.stringify(roman)) wrong.push(`roman ${JSON.stringify(runs(name, false))}`);
  if (name.authorship !== expected.authorship) wrong.push(`authorship ${JSON.stringify(name.authorship)}`);
  if (name.canonical !== expected.canonical) wrong.push(`canonical ${JSON.stringify(name.canonical)}`);
  if ((name.guesses !== undefined) !== (expected.guessed === true)) wrong.push(`guesses ${JSON.stringify(name.guesses ?? [])}`);
  return wrong;
}

describe('the corpus of real published names', () => {
  it('covers every name form of decision 20', () => {
    const forms = new Set(NAME_CORPUS.map((entry) => entry.form));
    expect([...forms].sort()).toEqual(['abbreviated subgenus', 'apostrophe', 'other', 'particle', 'particle-like epithet', 'rank or qualifier']);
  });

  it.each(NAME_CORPUS)('$name', (expected) => {
    expect(disagreements(expected)).toEqual([]);
  });

  it('notices a misread name (planted defect)', () => {
    const expected = NAME_CORPUS.find((entry) => entry.name.startsWith('Tremoctopus'))!;
    expect(disagreements({ ...expected, italic: ['Tremoctopus violaceus delle'] })).not.toEqual([]);
    expect(disagreements({ ...expected, guessed: true })).toEqual(['guesses []']);
  });
});
