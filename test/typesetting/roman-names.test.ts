import { describe, expect, it } from 'vitest';
import { romanNames } from './roman-names.ts';

const SPECIES = new Set(['Canis lupus', 'Carabus variolosus', 'Salmo trutta']);
const names = (html: string, ...rest: Parameters<typeof romanNames> extends [string, unknown, ...infer R] ? R : never) =>
  romanNames(html, SPECIES, ...rest).map(({ name }) => name);

describe('romanNames', () => {
  it('finds a listed name in roman text, with its context', () => {
    expect(romanNames('<body><p>A wolf, Canis lupus, was seen.</p></body>', SPECIES)).toEqual([{ name: 'Canis lupus', context: 'A wolf, Canis lupus, was seen.' }]);
  });

  it('accepts a name in <i> or <em>, and a name the given style sets in italics', () => {
    expect(names('<p><i>Canis lupus</i> and <em>Salmo trutta</em></p>')).toEqual([]);
    const byStyle = names('<details class="species"><a href="x">Canis lupus</a></details>', (element, ancestors) =>
      element.name === 'a' && ancestors.some((ancestor) => ancestor.attribs['class'] === 'species'),
    );
    expect(byStyle).toEqual([]);
    expect(names('<details><a href="x">Canis lupus</a></details>')).toEqual(['Canis lupus']);
  });

  it('reads a name across inline elements, comments and line breaks in the source, and with a subgenus', () => {
    expect(names('<p><a href="x">Canis</a> <!-- -->lupus</p>')).toEqual(['Canis lupus']);
    expect(names('<p>Canis\n  lupus and Carabus (Hygrocarabus) variolosus</p>')).toEqual(['Canis lupus', 'Carabus (Hygrocarabus) variolosus']);
    expect(names('<p>Canis&nbsp;lupus</p>')).toEqual(['Canis lupus']);
  });

  it('does not join two blocks, or italic and roman halves, into one name', () => {
    expect(names('<ul><li>Canis</li><li>lupus</li></ul>')).toEqual([]);
    expect(names('<p>Canis<br>lupus</p>')).toEqual([]);
    expect(names('<p>Canis <i>lupus</i></p>')).toEqual([]);
  });

  it("leaves out what a visitor does not see as text: the head, scripts, styles, templates, attributes", () => {
    const html = '<html><head><title>Canis lupus</title><meta name="description" content="Canis lupus"></head><body>' +
      '<script type="application/ld+json">{"name":"Canis lupus"}</script><template><p>Canis lupus</p></template><img alt="Canis lupus"></body></html>';
    expect(names(html)).toEqual([]);
  });

  it('finds only listed names, whole words', () => {
    expect(names('<p>Canis aureus, Xcanis lupus, Canis lupusque, Salmo trutta</p>')).toEqual(['Salmo trutta']);
  });
});
