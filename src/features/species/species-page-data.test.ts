import { describe, expect, it } from 'vitest';
import type { ChecklistRow } from '../../content/parse/checklist-csv.ts';
import { speciesCatalogue } from '../../content/derived/species-catalogue.ts';
import { renamedPageData, speciesPageData, withoutDoiAddress } from './species-page-data.ts';
import { citationResolver } from '../../content/derived/citations.ts';
import { parseReferencesMd } from '../../content/parse/references-md.ts';

const row = (line: number, lloji: string): ChecklistRow => ({
  nr: line - 1, fileNr: String(line - 1), klasa: '', rendi: 'Coleoptera', familja: 'Carabidae', lloji, referenca: '', line,
});

describe('speciesPageData', () => {
  const catalogue = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Aus bus'), row(3, 'Aus büs'), row(4, 'Aus cus')] }]);
  const inputs = { catalogue, endemic: { groups: [] }, gallery: [], photos: {}, references: [], resolve: () => [] };
  const page = (slug: string) => speciesPageData(catalogue.bySlug.get(slug)!, inputs);

  it('on the page at a shared address, leads to the name that got a suffix', () => {
    expect(page('Aus-bus').sharingAddress).toEqual([{ name: 'Aus büs', slug: 'Aus-bus-2' }]);
    expect(page('Aus-bus-2').sharingAddress).toEqual([]);
    expect(page('Aus-cus').sharingAddress).toEqual([]);
  });

  it('lists the other species of the genus', () => {
    expect(page('Aus-cus').relatives.map((relative) => relative.slug)).toEqual(['Aus-bus', 'Aus-bus-2']);
  });
});

describe('earlier names (renames.csv) on the pages', () => {
  const { references } = parseReferencesMd('# R\n- García-París M, Montori A, Herrero P (2004) Amphibia, Lissamphibia. *Fauna Ibérica* 24.\n');
  const resolve = citationResolver(references);
  const catalogue = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: [row(2, 'Ichthyosaura alpestris (Laurenti, 1768)')] }]);
  const triturus = { name: 'Triturus alpestris (Laurenti, 1768)', kind: 'new combination' as const, source: 'García-París et al., 2004' };

  it('the species page lists them, each source linked to its bibliography entry', () => {
    const inputs = { catalogue, endemic: { groups: [] }, gallery: [], photos: {}, references, resolve, formerNames: new Map([['Ichthyosaura alpestris', [triturus, { ...triturus, name: 'Mesotriton alpestris', source: 'a letter' }]]]) };
    expect(speciesPageData(catalogue.species[0]!, inputs).formerNames).toEqual([
      { name: 'Triturus alpestris (Laurenti, 1768)', kind: 'new combination', source: [['García-París et al., 2004', 'ref-garcia-paris-et-al-2004']] },
      { name: 'Mesotriton alpestris', kind: 'new combination', source: [['a letter', null]] },
    ]);
    expect(speciesPageData(catalogue.species[0]!, { ...inputs, formerNames: undefined }).formerNames).toEqual([]);
  });

  it("names each source without the parentheses around a whole Referenca or Burimi cell (\"According to the checklist: García-París et al., 2004\")", () => {
    const cited = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: [{ ...row(2, 'Ichthyosaura alpestris (Laurenti, 1768)'), referenca: '(García-París et al., 2004)' }] }]);
    const inputs = { catalogue: cited, endemic: { groups: [] }, gallery: [], photos: {}, references, resolve, formerNames: new Map([['Ichthyosaura alpestris', [{ ...triturus, source: '(García-París et al., 2004)' }]]]) };
    const page = speciesPageData(cited.species[0]!, inputs);
    expect(page.sources.map((source) => source.citations)).toEqual([[['García-París et al., 2004', 'ref-garcia-paris-et-al-2004']]]);
    expect(page.formerNames.map((former) => former.source)).toEqual([[['García-París et al., 2004', 'ref-garcia-paris-et-al-2004']]]);
  });

  it("the old name's page leads to the species, with the change's kind and source", () => {
    const current = { key: 'Ichthyosaura alpestris', slug: 'Ichthyosaura-alpestris', name: 'Ichthyosaura alpestris (Laurenti, 1768)' };
    expect(renamedPageData({ ...triturus, slug: 'Triturus-alpestris', current }, resolve)).toEqual({
      name: 'Triturus alpestris (Laurenti, 1768)', kind: 'new combination', source: [['García-París et al., 2004', 'ref-garcia-paris-et-al-2004']], slug: 'Triturus-alpestris', current,
    });
  });
});

describe('withoutDoiAddress', () => {
  it("leaves out the DOI's address the entry ends with, however written, and nothing else", () => {
    const text = 'Geci, D. (2021). A title. *Journal*, 1, 1–2.';
    expect(withoutDoiAddress(`${text} https://doi.org/10.1000/AB.12`, '10.1000/AB.12')).toBe(text);
    expect(withoutDoiAddress(`${text} http://dx.doi.org/10.1000/ab.12.`, '10.1000/AB.12')).toBe(text);
    expect(withoutDoiAddress(`${text} doi: 10.1000/AB.12`, '10.1000/AB.12')).toBe(text);
    expect(withoutDoiAddress(`${text} https://doi.org/10.1000/AB.12`, null)).toBe(`${text} https://doi.org/10.1000/AB.12`);
    // A DOI inside the text, or another DOI, stays.
    expect(withoutDoiAddress(`See https://doi.org/10.1000/AB.12 in ${text}`, '10.1000/AB.12')).toBe(`See https://doi.org/10.1000/AB.12 in ${text}`);
    expect(withoutDoiAddress(`${text} https://doi.org/10.1000/AB.13`, '10.1000/AB.12')).toBe(`${text} https://doi.org/10.1000/AB.13`);
  });
});
