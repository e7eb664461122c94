import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages-en.ts';
import { LocaleProvider } from '../i18n/messages.tsx';
import { CommonName } from './common-name.tsx';

const render = (name: { sq: string; en: string | null }, english = false) => {
  const element = <CommonName className="c" name={name} />;
  return renderToStaticMarkup(english ? <LocaleProvider messages={en}>{element}</LocaleProvider> : element);
};

describe('CommonName', () => {
  it("shows the name in the page's language, the Albanian one marked as such where no English one is known", () => {
    expect(render({ sq: 'ujku', en: 'Grey wolf' })).toBe('<span class="c">ujku</span>');
    expect(render({ sq: 'ujku', en: 'Grey wolf' }, true)).toBe('<span class="c">Grey wolf</span>');
    expect(render({ sq: 'ujku', en: null }, true)).toBe('<span class="c" lang="sq">ujku</span>');
  });

  it('shows an English name given alone on English pages, and nothing on Albanian ones', () => {
    expect(render({ sq: '', en: 'Rosalia longicorn' }, true)).toBe('<span class="c">Rosalia longicorn</span>');
    expect(render({ sq: '', en: 'Rosalia longicorn' })).toBe('');
  });
});
