import { describe, expect, it } from 'vitest';
import { mendedAuthorshipMessage, withAuthorshipMended } from './mended-authorship.ts';

describe('withAuthorshipMended', () => {
  it('adds the comma before the year and the hyphen of a double name, each where it is missing', () => {
    expect(withAuthorshipMended('Guérin—Méneville 1843')).toBe('Guérin-Méneville, 1843');
    expect(withAuthorshipMended('(Linnaeus 1758)')).toBe('(Linnaeus, 1758)');
    expect(withAuthorshipMended('Guérin–Méneville, 1843')).toBe('Guérin-Méneville, 1843');
    expect(withAuthorshipMended('Teleki & Csiki, 1922–1940')).toBe('Teleki & Csiki, 1922–1940');
  });
});

describe('mendedAuthorshipMessage', () => {
  it('says what was wrong and what the site shows', () => {
    expect(mendedAuthorshipMessage('Linnaeus 1758', 'Linnaeus, 1758')).toBe('has no comma between the author and the year: the site shows "Linnaeus, 1758"; write it so');
    expect(mendedAuthorshipMessage('Guérin—Méneville, 1843', 'Guérin-Méneville, 1843')).toBe(
      'has a dash "—" inside a double name, where it takes a hyphen: the site shows "Guérin-Méneville, 1843"; write it so',
    );
    expect(mendedAuthorshipMessage('Guérin–Méneville 1843', 'Guérin-Méneville, 1843')).toBe(
      'has a dash "–" inside a double name, where it takes a hyphen, and no comma between the author and the year: the site shows "Guérin-Méneville, 1843"; write it so',
    );
  });
});
