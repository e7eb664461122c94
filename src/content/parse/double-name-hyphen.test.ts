import { describe, expect, it } from 'vitest';
import { dashInDoubleName, withHyphenInDoubleNames } from './double-name-hyphen.ts';

describe('withHyphenInDoubleNames', () => {
  it('puts the hyphen for a dash between two parts of a double name, en dash or em dash', () => {
    const cases: [written: string, shown: string][] = [
      ['Guérin—Méneville, 1843', 'Guérin-Méneville, 1843'],
      ['(Guérin–Méneville, 1838)', '(Guérin-Méneville, 1838)'],
      ['(O. Pickard—Cambridge, 1876)', '(O. Pickard-Cambridge, 1876)'],
      ['Botosaneanu & Marinković—Gospodnetić, 1968', 'Botosaneanu & Marinković-Gospodnetić, 1968'],
    ];
    for (const [written, shown] of cases) {
      expect(withHyphenInDoubleNames(written)).toBe(shown);
      expect(dashInDoubleName(written)).toBe(written.includes('—') ? '—' : '–');
    }
  });

  it('leaves alone a range of years, a dash between words and a dash inside an epithet', () => {
    for (const text of ['Teleki & Csiki, 1922–1940', 'Linnaeus, 1758 – ariu i murmë', 'Nymphalis c—album', 'Guérin-Méneville, 1843', 'DE—GEER, 1778']) {
      expect(withHyphenInDoubleNames(text)).toBe(text);
      expect(dashInDoubleName(text)).toBeNull();
    }
  });
});
