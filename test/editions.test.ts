import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/messages-en.ts';
import { sq } from '../src/i18n/messages-sq.ts';
import { editionSignals, foreignFragments, interfaceFragments, textsInPageLanguage } from './editions.ts';

const page = (lang: string, body: string, head = '') => `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;

describe('the language signals of a page', () => {
  it("reads <html lang>, the language switch, the hreflang alternates and Open Graph's locales", () => {
    const html = page(
      'en',
      '<nav><a class="language-switch" href="/endemic" lang="sq">Shqip</a></nav>',
      '<link rel="alternate" hreflang="sq" href="/endemic"><link rel="alternate" hreflang="en" href="/en/endemic"><link rel="alternate" hreflang="x-default" href="/endemic">' +
        '<meta property="og:locale" content="en_GB"><meta property="og:locale:alternate" content="sq_AL">',
    );
    expect(editionSignals(html)).toEqual({
      lang: 'en',
      switchHref: '/endemic',
      alternates: { sq: '/endemic', en: '/en/endemic', 'x-default': '/endemic' },
      ogLocale: 'en_GB',
      ogAlternates: ['sq_AL'],
    });
  });
});

describe("the scan of English pages for the Albanian interface's words", () => {
  const fragments = interfaceFragments(sq, en);

  it("looks for the Albanian catalogue's texts, message functions by their fixed parts, never a word both share", () => {
    expect(fragments).toContain(sq.nav.references);
    expect(fragments).toContain(sq.cite.heading);
    expect(fragments.some((fragment) => fragment.includes('lloje'))).toBe(true);
    expect(fragments).not.toContain('GBIF');
    expect(fragments).not.toContain('Loading'); // the Albanian spinner's text, a word of the English catalogue too
  });

  it('finds an Albanian interface text left on an English page (planted), in text or in a read attribute', () => {
    const planted = page('en', `<h2>${sq.cite.heading}</h2><input placeholder="${sq.nav.references}">`);
    expect(foreignFragments(textsInPageLanguage(planted), fragments)).toEqual(expect.arrayContaining([sq.cite.heading, sq.nav.references]));
  });

  it('allows Albanian marked as Albanian, and finds nothing on an English page', () => {
    const marked = page('en', `<p>Common name: <span lang="sq">ujku</span></p><a lang="sq" href="/">${sq.nav.references}</a><h2>${en.cite.heading}</h2>`);
    expect(foreignFragments(textsInPageLanguage(marked), fragments)).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(foreignFragments(['Referencatxyz'], ['Referencat'])).toEqual([]);
    expect(foreignFragments(['See Referencat.'], ['Referencat'])).toEqual(['Referencat']);
  });
});
