import { describe, expect, it } from 'vitest';
import { withCommaBeforeYear } from './comma-before-year.ts';

describe('withCommaBeforeYear', () => {
  it('adds the comma before a final year that follows a word, in every form of the year', () => {
    const cases: [written: string, shown: string][] = [
      ['Linnaeus 1758', 'Linnaeus, 1758'],
      ['(Linnaeus 1758)', '(Linnaeus, 1758)'],
      ['Pallas [1778]', 'Pallas, [1778]'],
      ['(Schreber [1777])', '(Schreber, [1777])'],
      ['Smith 1901b', 'Smith, 1901b'],
      ['L. 1758', 'L., 1758'],
      ['Ibrahimi & Bilalli 2023', 'Ibrahimi & Bilalli, 2023'],
      ['Kolenati 1848', 'Kolenati, 1848'],
    ];
    for (const [written, shown] of cases) expect(withCommaBeforeYear(written)).toBe(shown);
  });

  it('leaves alone what has its comma, what is no authorship and a year with text after it', () => {
    for (const text of ['Linnaeus, 1758', '(Linnaeus, 1758)', 'Drusus sp. 2019', 'Chironomus spp. 2020', 'Teleki & Csiki, 1922–1940', '(Linnaeus 1758) s.l.', 'Nr 12345', 'Genus species']) {
      expect(withCommaBeforeYear(text)).toBe(text);
    }
  });
});
