import { describe, expect, it } from 'vitest';
import { buildOptions, parseEditions } from './build-options.server.ts';
import { notFoundPages, sitePages } from '../derived/site-pages.ts';
import { editionOf } from '../../config/paths.ts';

describe('build options', () => {
  it('prerenders both editions unless told otherwise', () => {
    expect(buildOptions({}).editions).toEqual(['sq', 'en']);
    expect(buildOptions({ FAUNA_EDITIONS: '' }).editions).toEqual(['sq', 'en']);
    expect(buildOptions({ FAUNA_EDITIONS: ' en , sq ' }).editions).toEqual(['sq', 'en']);
  });

  it('FAUNA_EDITIONS=sq: the Albanian edition alone', () => {
    expect(buildOptions({ FAUNA_EDITIONS: 'sq' }).editions).toEqual(['sq']);
    expect(parseEditions('sq,sq')).toEqual(['sq']);
  });

  it('refuses an unknown edition, and a build without the Albanian edition at the root', () => {
    expect(() => parseEditions('sq,de')).toThrow('FAUNA_EDITIONS: no edition de (the editions: sq, en)');
    expect(() => parseEditions('en')).toThrow('FAUNA_EDITIONS: en leaves out sq, the edition at the root');
  });

  it('an Albanian-only build prerenders the Albanian pages, and its 404 pages answer the English addresses', () => {
    const { editions } = buildOptions({ FAUNA_EDITIONS: 'sq' });
    const sources = { groups: [{ name: 'Odonata' }], speciesPaths: ['/species/Eresus-kollari'], unlistedSpeciesPaths: ['/species/Eresus-old'], releasePaths: ['/releases/1'] };
    const all = sitePages(sources);
    const albanian = sitePages(sources, editions);
    expect(albanian).toEqual(all.filter((page) => editionOf(page.path) === 'sq'));
    expect(all).toHaveLength(2 * albanian.length);
    expect(notFoundPages(editions)).toEqual([
      { pattern: '/species/:slug', page: 'species/404/index.html' },
      { pattern: '*', page: '404/index.html' },
    ]);
    expect(notFoundPages(buildOptions({}).editions)).toEqual(notFoundPages());
    expect(notFoundPages()).toHaveLength(4);
  });
});
