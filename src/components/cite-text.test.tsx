import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageCitationText } from '../content/derived/page-citation.ts';
import { en } from '../i18n/messages-en.ts';
import { sq } from '../i18n/messages-sq.ts';
import { CiteText } from './cite-text.tsx';

const CITATION = { authors: ['Islami, B.', 'Geci, D.'], year: 2025, title: 'Fauna of Kosovo', version: 2 };
const PAGE = { title: 'Odonata', url: 'https://fauna.example/families/Odonata', accessed: new Date(2026, 2, 5) };
const DOI = 'https://doi.org/10.5281/zenodo.1234567';

/** The text a reader sees: the markup without its tags, entities read back. */
const shown = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('the citation shown on a page', () => {
  it('reads as the text the copy button copies, in both languages, with the version\'s DOI or without', () => {
    for (const words of [sq.cite, en.cite]) {
      for (const page of [PAGE, { ...PAGE, versionDoiUrl: DOI }]) {
        expect(shown(renderToStaticMarkup(<CiteText citation={CITATION} page={page} words={words} />))).toBe(pageCitationText(CITATION, page, words));
      }
    }
  });

  it('sets a species name in italics, a qualifier roman, and reads as the copied text all the same', () => {
    for (const title of ['Canis lupus', 'Rhabdolaimus cf. terrestris']) {
      const page = { ...PAGE, title, titleIsName: true };
      const html = renderToStaticMarkup(<CiteText citation={CITATION} page={page} words={en.cite} />);
      expect(shown(html)).toBe(pageCitationText(CITATION, page, en.cite));
      expect([...html.matchAll(/<i>([^<]*)<\/i>/g)].map((match) => match[1])).toEqual(title === 'Canis lupus' ? ['Canis lupus'] : ['Rhabdolaimus', 'terrestris']);
    }
    expect(renderToStaticMarkup(<CiteText citation={CITATION} page={PAGE} words={en.cite} />)).not.toContain('<i>');
  });

  it('links the DOI, between the version and the page\'s address', () => {
    const html = renderToStaticMarkup(<CiteText citation={CITATION} page={{ ...PAGE, versionDoiUrl: DOI }} words={en.cite} />);
    expect(html).toContain(`Version 2. <a class="cite-doi" href="${DOI}">${DOI}</a>. <span class="cite-url">`);
    expect(renderToStaticMarkup(<CiteText citation={CITATION} page={PAGE} words={en.cite} />)).not.toContain('doi.org');
  });

  it('keeps the place of the day viewed until the browser knows it', () => {
    const html = renderToStaticMarkup(<CiteText citation={CITATION} page={{ ...PAGE, accessed: undefined }} words={sq.cite} />);
    expect(html).toContain('<span class="cite-date cite-date-pending" aria-hidden="true">00.00.0000</span>');
  });
});
