import { describe, expect, it } from 'vitest';
import { formatCitationFile } from './citation-formats.ts';
import { formatViewedDate, pageCitationText, pageCslItem } from './page-citation.ts';
import { en } from '../../i18n/messages-en.ts';
import { sq } from '../../i18n/messages-sq.ts';

const CITATION = { authors: ['Islami, B.', 'Ibrahimi, K.', 'Geci, D.'], year: 2025, title: 'Fauna of Kosovo', version: 2 };
const PAGE = { title: 'Odonata', url: 'https://fauna.example/families/Odonata', accessed: new Date(2026, 2, 5) };

describe('the citation of a page', () => {
  it('is a CSL web page of the site, by its authors, with the address and the day viewed', () => {
    expect(pageCslItem(CITATION, PAGE)).toEqual({
      id: 'fauna-of-kosovo-odonata',
      type: 'webpage',
      title: 'Odonata',
      'container-title': 'Fauna of Kosovo',
      author: [
        { family: 'Islami', given: 'B.' },
        { family: 'Ibrahimi', given: 'K.' },
        { family: 'Geci', given: 'D.' },
      ],
      issued: { 'date-parts': [[2025]] },
      version: '2',
      URL: 'https://fauna.example/families/Odonata',
      note: 'Fauna of Kosovo. Version 2.',
      accessed: { 'date-parts': [[2026, 3, 5]] },
    });
    expect(pageCslItem(CITATION, { ...PAGE, accessed: undefined })).not.toHaveProperty('accessed');
  });

  it('reads as text with the date viewed', () => {
    expect(formatViewedDate(PAGE.accessed)).toBe('05.03.2026');
    expect(pageCitationText(CITATION, PAGE)).toBe(
      'Islami, B., Ibrahimi, K. & Geci, D. (2025). Odonata. Në: Fauna of Kosovo. Version 2. https://fauna.example/families/Odonata (parë më 05.03.2026).',
    );
  });

  it('reads in English on English pages, with the English catalogue\'s words', () => {
    const page = { ...PAGE, url: 'https://fauna.example/en/families/Odonata' };
    expect(pageCitationText(CITATION, page, en.cite)).toBe(
      'Islami, B., Ibrahimi, K. & Geci, D. (2025). Odonata. In: Fauna of Kosovo. Version 2. https://fauna.example/en/families/Odonata (accessed 5 March 2026).',
    );
    expect(pageCitationText(CITATION, PAGE, sq.cite)).toBe(pageCitationText(CITATION, PAGE));
  });

  it('names the version\'s DOI after the version, when it has one', () => {
    const doi = 'https://doi.org/10.5281/zenodo.1234567';
    expect(pageCitationText(CITATION, { ...PAGE, versionDoiUrl: doi })).toBe(
      `Islami, B., Ibrahimi, K. & Geci, D. (2025). Odonata. Në: Fauna of Kosovo. Version 2. ${doi}. https://fauna.example/families/Odonata (parë më 05.03.2026).`,
    );
    expect(pageCitationText(CITATION, { ...PAGE, versionDoiUrl: null })).toBe(pageCitationText(CITATION, PAGE));
  });

  it('carries the work, the version and the version\'s DOI into BibTeX and RIS, which keep no container or version', () => {
    const doi = 'https://doi.org/10.5281/zenodo.1234567';
    const item = pageCslItem(CITATION, { ...PAGE, versionDoiUrl: doi });
    expect(item.note).toBe(`Fauna of Kosovo. Version 2. ${doi}.`);
    expect(formatCitationFile(item, 'bibtex')).toContain(`note = {Fauna of Kosovo. Version 2. ${doi}.}`);
    expect(formatCitationFile(item, 'ris')).toMatch(new RegExp(`^N1 {2}- Fauna of Kosovo\\. Version 2\\. ${doi.replaceAll('.', '\\.')}\\.$`, 'm'));
    expect(JSON.parse(formatCitationFile(item, 'csl-json'))).toEqual([expect.objectContaining({ note: item.note, 'container-title': 'Fauna of Kosovo', version: '2' })]);
  });

  it('becomes BibTeX, RIS and CSL-JSON files with citation-js', () => {
    const item = pageCslItem(CITATION, PAGE);
    const bibtex = formatCitationFile(item, 'bibtex');
    expect(bibtex).toMatch(/^@(misc|online)\{/);
    expect(bibtex).toContain('Odonata');
    expect(bibtex).toContain('https://fauna.example/families/Odonata');
    const ris = formatCitationFile(item, 'ris');
    expect(ris).toMatch(/^TY {2}- ELEC/m);
    expect(ris).toContain('UR  - https://fauna.example/families/Odonata');
    expect(ris).toMatch(/^AU {2}- Islami, B\./m);
    expect(JSON.parse(formatCitationFile(item, 'csl-json'))).toEqual([expect.objectContaining({ title: 'Odonata', URL: item.URL, accessed: item.accessed })]);
  });

  it('sets a species name in italics where the format has them: CSL-JSON and BibTeX; RIS and the text plain', () => {
    const page = { ...PAGE, title: 'Rhabdolaimus cf. terrestris', titleIsName: true, url: 'https://fauna.example/species/Rhabdolaimus-terrestris' };
    const item = pageCslItem(CITATION, page);
    expect(item.title).toBe('<i>Rhabdolaimus</i> cf. <i>terrestris</i>');
    expect(item.id).toBe('fauna-of-kosovo-rhabdolaimus-cf-terrestris');
    expect(formatCitationFile(item, 'bibtex')).toMatch(/title = \{\\textit\{\{Rhabdolaimus\}\} cf\. \\textit\{terrestris\}\}/);
    expect(formatCitationFile(item, 'ris')).toMatch(/^TI {2}- Rhabdolaimus cf\. terrestris$/m);
    expect(JSON.parse(formatCitationFile(item, 'csl-json'))).toEqual([expect.objectContaining({ title: item.title })]);
    expect(pageCitationText(CITATION, page)).toContain('(2025). Rhabdolaimus cf. terrestris. Në:');
    expect(pageCslItem(CITATION, { ...page, titleIsName: false }).title).toBe('Rhabdolaimus cf. terrestris');
  });
});
