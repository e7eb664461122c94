import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages-en.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { FileNamesInText } from './file-names-in-text.tsx';

const html = (text: string, names: readonly string[]) => renderToStaticMarkup(<FileNamesInText text={text} names={names} />);
const shown = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('file names in a sentence of the catalogue', () => {
  it('sets each name as code where the sentence has it, in both languages, and keeps the words as written', () => {
    for (const words of [en.aboutData, sq.aboutData]) {
      const text = words.archiveIntro('meta.xml', 'eml.xml');
      const markup = html(text, ['meta.xml', 'eml.xml']);
      expect([...markup.matchAll(/<code>([^<]*)<\/code>/g)].map((match) => match[1])).toEqual(['meta.xml', 'eml.xml']);
      expect(shown(markup)).toBe(text);
    }
  });

  it('reads a dot as a dot, not as any letter', () => {
    expect(html('metaXxml and meta.xml', ['meta.xml'])).toBe('metaXxml and <code>meta.xml</code>');
  });

  it('marks every mention, and nothing when no name is given', () => {
    expect(html('a.csv, then a.csv', ['a.csv'])).toBe('<code>a.csv</code>, then <code>a.csv</code>');
    expect(html('a.csv', [])).toBe('a.csv');
  });
});

describe('names that overlap', () => {
  it('sets the longer of two names that start at the same place', () => {
    expect(html('see a.csv.gz', ['a.csv', 'a.csv.gz'])).toBe('see <code>a.csv.gz</code>');
  });
});
