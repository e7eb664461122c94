import { afterEach, describe, expect, it, vi } from 'vitest';
import { checklistHref, parseChecklistQuery, routerPathOf, siteUrl, type ChecklistQuery, editionOf, inEdition, withoutEdition } from './paths.ts';

describe('checklist addresses', () => {
  it('writes every choice, in a fixed order, spaces as %20', () => {
    expect(checklistHref('Pakurrizoret tjerë', { q: 'a b', order: 'Lepidoptera', family: 'Noctuidae', endemic: true, sort: 'lloji', dir: 'desc', view: 'grouped' })).toBe(
      '/families/Pakurrizoret%20tjer%C3%AB?q=a%20b&order=Lepidoptera&family=Noctuidae&endemic=1&sort=lloji&dir=desc&view=grouped',
    );
    expect(checklistHref('Odonata')).toBe('/families/Odonata');
    expect(checklistHref('Odonata', { sort: 'nr', dir: 'asc' })).toBe('/families/Odonata?sort=nr');
  });

  it('reads back what it writes and ignores what it does not know', () => {
    const query: ChecklistQuery = { q: 'ë', order: 'Odonata', family: 'Aeshnidae', endemic: true, sort: 'referenca', dir: 'desc', view: 'grouped' };
    expect(parseChecklistQuery(checklistHref('X', query).split('?')[1]!)).toEqual(query);
    expect(parseChecklistQuery('?sort=colour&dir=desc&view=cards&endemic=yes&order=%20')).toEqual({});
    expect(parseChecklistQuery('?sort=lloji')).toEqual({ sort: 'lloji', dir: 'asc' });
  });
});

describe('router paths of addresses', () => {
  afterEach(() => void vi.unstubAllEnvs());
  const address = (href: string) => new URL(href, 'https://fauna.example');

  it('is the inverse of siteUrl, under the root and under a sub-path', () => {
    for (const base of ['/', '/fauna/']) {
      vi.stubEnv('BASE_URL', base);
      for (const route of ['/species/Lucanus-cervus', '/references#ref-hoxha-2019', '/families/Odonata?q=a%20b', '/']) {
        expect(routerPathOf(address(siteUrl(route)))).toBe(route);
      }
    }
  });

  it('is null outside the base path', () => {
    vi.stubEnv('BASE_URL', '/fauna/');
    expect(routerPathOf(address('/faunas/species/X'))).toBeNull();
    expect(routerPathOf(address('/species/X'))).toBeNull();
  });
});

describe('editions', () => {
  it('an English address is the Albanian one under /en, and back', () => {
    expect(inEdition('en', '/')).toBe('/en/');
    expect(inEdition('en', '/endemic')).toBe('/en/endemic');
    expect(inEdition('en', '/families/Gaforret?q=Astacus&sort=lloji')).toBe('/en/families/Gaforret?q=Astacus&sort=lloji');
    expect(inEdition('sq', '/en/species/Canis-lupus#x')).toBe('/species/Canis-lupus#x');
    expect(inEdition('sq', '/en/')).toBe('/');
    expect(inEdition('sq', '/en')).toBe('/');
    expect(inEdition('en', '/en/references')).toBe('/en/references');
  });

  it('a trailing slash names the same page', () => {
    expect(inEdition('sq', '/en/families/Odonata/')).toBe('/families/Odonata');
    expect(inEdition('en', '/families/Odonata/?q=x')).toBe('/en/families/Odonata?q=x');
    expect(inEdition('sq', '/en/')).toBe('/');
    expect(inEdition('en', '/')).toBe('/en/');
  });

  it('only /en and what lies under it is English', () => {
    expect(editionOf('/en')).toBe('en');
    expect(editionOf('/en/')).toBe('en');
    expect(editionOf('/en/endemic')).toBe('en');
    expect(editionOf('/endemic')).toBe('sq');
    expect(editionOf('/english')).toBe('sq');
    expect(editionOf('/families/en')).toBe('sq');
    expect(withoutEdition('/english')).toBe('/english');
  });
});
