import { describe, expect, it } from 'vitest';
import { editDistance, headerKey, KNOWN_SPELLINGS, matchHeader, type HeaderMatch } from './checklist-headers.ts';

/** The same question answered the slow way, every known spelling tried in turn: what matchHeader must agree with. */
function tryingEach(header: string): HeaderMatch {
  const key = headerKey(header);
  if (key === '') return null;
  const exact = KNOWN_SPELLINGS.find(([variant]) => variant === key);
  if (exact) return { column: exact[1], exact: true };
  const qualified = KNOWN_SPELLINGS.find(([variant]) => variant.length >= 5 && key.startsWith(variant));
  if (qualified) return { column: qualified[1], exact: true };
  const allowed = key.length <= 3 ? 0 : key.length <= 5 ? 1 : 2;
  // The nearest within the edits allowed; of equally near ones, the first known.
  const [nearest] = KNOWN_SPELLINGS.map(([variant, column], order) => ({ column, order, distance: editDistance(key, variant) }))
    .filter(({ distance }) => distance <= allowed)
    .sort((a, b) => a.distance - b.distance || a.order - b.order);
  return nearest ? { column: nearest.column, exact: false } : null;
}

/** A spelling with one letter dropped, added, changed or swapped with the next, at each place. */
function oneEditAway(word: string): string[] {
  const edits: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    edits.push(`${word.slice(0, i)}x${word.slice(i)}`);
    if (i < word.length) edits.push(word.slice(0, i) + word.slice(i + 1), `${word.slice(0, i)}q${word.slice(i + 1)}`);
    if (i < word.length - 1) edits.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return edits;
}

describe('matchHeader', () => {
  it('names the column of a known spelling, however it is written', () => {
    expect(matchHeader(' Familjë ')).toEqual({ column: 'Familja', exact: true });
    expect(matchHeader('Nr.')).toEqual({ column: 'Nr', exact: true });
    expect(matchHeader('SPECIES')).toEqual({ column: 'Lloji', exact: true });
  });

  it('reads a known name followed by a qualifier as that column', () => {
    expect(matchHeader('Referenca (burimi)')).toEqual({ column: 'Referenca', exact: true });
    expect(matchHeader('Lloji dhe autori')).toEqual({ column: 'Lloji', exact: true });
    expect(matchHeader('Klasa e kafshës')).toEqual({ column: 'Klasa', exact: true });
  });

  it('reads a close misspelling as the column, not exactly', () => {
    expect(matchHeader('Refernca')).toEqual({ column: 'Referenca', exact: false });
    expect(matchHeader('Famlija')).toEqual({ column: 'Familja', exact: false });
  });

  it('names no column for a species name, a family, a number or an empty cell', () => {
    expect(matchHeader('Zygaena filipendulae (Linnaeus, 1758)')).toBeNull();
    expect(matchHeader('Aeshnidae')).toBeNull();
    expect(matchHeader('12')).toBeNull();
    expect(matchHeader(' ')).toBeNull();
  });

  it('answers as trying every known spelling in turn would', () => {
    const cells = [
      ...KNOWN_SPELLINGS.flatMap(([variant]) => [variant, `${variant} (shënim)`, `${variant}e`, ...oneEditAway(variant), ...oneEditAway(`${variant}xy`)]),
      'Zygaena filipendulae (Linnaeus, 1758)',
      'Canis lupus Linnaeus, 1758',
      'Odonata',
      'Referencatbibliografike',
    ];
    expect(cells.length).toBeGreaterThan(2000);
    for (const cell of cells) expect(matchHeader(cell), cell).toEqual(tryingEach(cell));
  });
});
