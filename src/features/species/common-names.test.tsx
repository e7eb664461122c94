import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages-en.ts';
import { LocaleProvider } from '../../i18n/messages.tsx';
import { CommonNames } from './common-names.tsx';

/** The list's terms and names as a reader sees them, each name with its `lang`. */
function shown(names: { albanian: string; english: string; source: string }, english = false): string[] {
  const list = <CommonNames names={names} />;
  const html = renderToStaticMarkup(english ? <LocaleProvider messages={en}>{list}</LocaleProvider> : list);
  return [...html.matchAll(/<(dt|dd)([^>]*)>(.*?)<\/\1>/g)].map(([, tag, attributes, text]) => `${tag}${attributes}: ${text}`);
}

describe('CommonNames', () => {
  const wolf = { albanian: 'ujku', english: 'Grey wolf', source: 'Fjalor' };

  it('marks each name with its language; the English edition leads with the English name', () => {
    expect(shown(wolf)).toEqual(['dt: Emri shqip', 'dd lang="sq": ujku', 'dt: Emri anglisht', 'dd lang="en": Grey wolf', 'dt: Burimi i emrave', 'dd: Fjalor']);
    expect(shown(wolf, true)).toEqual(['dt: English name', 'dd lang="en": Grey wolf', 'dt: Albanian name', 'dd lang="sq": ujku', 'dt: Source of the names', 'dd: Fjalor']);
  });

  it('shows an English name given alone, with no empty Albanian entry, on both editions', () => {
    const longicorn = { albanian: '', english: 'Rosalia longicorn', source: '' };
    expect(shown(longicorn)).toEqual(['dt: Emri anglisht', 'dd lang="en": Rosalia longicorn']);
    expect(shown(longicorn, true)).toEqual(['dt: English name', 'dd lang="en": Rosalia longicorn']);
  });
});
