import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, datasetJsonLd, jsonLdScriptText, taxonJsonLd } from './structured-data.ts';

const TAXON = {
  url: 'https://fauna.example/species/Aeshna-cyanea',
  scientificName: 'Aeshna cyanea',
  authorship: '(Müller, 1764)',
  rank: 'species' as const,
  genus: 'Aeshna',
  family: 'Aeshnidae',
  order: 'Odonata',
  klasa: 'Insecta',
  publications: [
    { citation: 'Author, A. (2020). A title. Journal, 1, 1–2.', doi: 'https://doi.org/10.1000/xyz' },
    { citation: 'Author, B. (2019). Another title.', url: 'https://example.org/b' },
  ],
};

describe('taxonJsonLd (Bioschemas Taxon 1.0-RELEASE)', () => {
  it('names the taxon with its authorship, its rank, and its TaxonName with the author', () => {
    const data = taxonJsonLd(TAXON);
    expect(data).toMatchObject({
      '@type': 'Taxon',
      'dct:conformsTo': { '@id': 'https://bioschemas.org/profiles/Taxon/1.0-RELEASE' },
      name: 'Aeshna cyanea (Müller, 1764)',
      taxonRank: ['species', 'https://www.wikidata.org/wiki/Q7432'],
      scientificName: { '@type': 'TaxonName', name: 'Aeshna cyanea', author: '(Müller, 1764)' },
      url: TAXON.url,
    });
  });

  it('chains the parents genus → family → order → class', () => {
    const chain: string[] = [];
    for (let taxon = taxonJsonLd(TAXON).parentTaxon as Record<string, unknown> | undefined; taxon; taxon = taxon.parentTaxon as typeof taxon) {
      chain.push(`${(taxon.taxonRank as string[])[0]}:${taxon.name as string}`);
    }
    expect(chain).toEqual(['genus:Aeshna', 'family:Aeshnidae', 'order:Odonata', 'class:Insecta']);
    const withoutClass = taxonJsonLd({ ...TAXON, klasa: undefined });
    expect(JSON.stringify(withoutClass)).not.toContain('Insecta');
  });

  it("gives its common names as the profile's dwc:vernacularName, each tagged with its language, and none where it has none", () => {
    const data = taxonJsonLd({ ...TAXON, commonNames: { albanian: 'emri i parë / emri i dytë', english: 'Southern hawker' } });
    expect(data['@context']).toEqual(['https://schema.org', { dct: 'http://purl.org/dc/terms/', dwc: 'http://rs.tdwg.org/dwc/terms/' }]);
    expect(data['dwc:vernacularName']).toEqual([
      { '@language': 'sq', '@value': 'emri i parë' },
      { '@language': 'sq', '@value': 'emri i dytë' },
      { '@language': 'en', '@value': 'Southern hawker' },
    ]);
    expect(data).not.toHaveProperty('alternateName'); // the profile's alternateName is for synonyms
    expect(taxonJsonLd({ ...TAXON, commonNames: { albanian: 'ujku', english: '' } })['dwc:vernacularName']).toEqual([{ '@language': 'sq', '@value': 'ujku' }]);
    for (const data of [taxonJsonLd(TAXON), taxonJsonLd({ ...TAXON, commonNames: null })]) {
      expect(data).not.toHaveProperty('dwc:vernacularName');
    }
  });

  it("gives its synonyms as the profile's alternateName (with authorship) and alternateScientificName (TaxonName)", () => {
    const synonyms = [
      { fullName: 'Triturus alpestris (Laurenti, 1768)', name: 'Triturus alpestris', author: '(Laurenti, 1768)' },
      { fullName: 'Mesotriton alpestris', name: 'Mesotriton alpestris', author: null },
    ];
    const data = taxonJsonLd({ ...TAXON, synonyms });
    expect(data.alternateName).toEqual(['Triturus alpestris (Laurenti, 1768)', 'Mesotriton alpestris']);
    expect(data.alternateScientificName).toEqual([
      { '@type': 'TaxonName', name: 'Triturus alpestris', author: '(Laurenti, 1768)' },
      { '@type': 'TaxonName', name: 'Mesotriton alpestris' },
    ]);
    expect(taxonJsonLd({ ...TAXON, synonyms: [] })).not.toHaveProperty('alternateScientificName');
  });

  it('rests on the resolved publications, with their DOI as an address', () => {
    expect(taxonJsonLd(TAXON).isBasedOn).toEqual([
      { '@type': 'CreativeWork', name: TAXON.publications[0]!.citation, identifier: 'https://doi.org/10.1000/xyz', sameAs: 'https://doi.org/10.1000/xyz', url: 'https://doi.org/10.1000/xyz' },
      { '@type': 'CreativeWork', name: TAXON.publications[1]!.citation, url: 'https://example.org/b' },
    ]);
    expect(taxonJsonLd({ ...TAXON, publications: [] })).not.toHaveProperty('isBasedOn');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Ballina', url: 'https://fauna.example/' }, { name: 'Odonata', url: 'https://fauna.example/families/Odonata' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ballina', item: 'https://fauna.example/' },
      { '@type': 'ListItem', position: 2, name: 'Odonata', item: 'https://fauna.example/families/Odonata' },
    ]);
  });
});

describe('datasetJsonLd (Bioschemas Dataset 1.0-RELEASE)', () => {
  it('carries the minimum and recommended properties from site.json', () => {
    const data = datasetJsonLd({
      name: 'Fauna of Kosovo: Odonata',
      description: 'Lista e llojeve',
      url: 'https://fauna.example/families/Odonata',
      keywords: ['Kosovo', 'Odonata'],
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      citation: { authors: ['Islami, B.', 'Geci, D.'], year: 2025, version: 2 },
      citationText: 'Islami, B. & Geci, D. (2025). Fauna of Kosovo. Version 2.',
      publisher: { name: 'Fauna of Kosovo', url: 'https://fauna.example/' },
      downloads: [{ url: 'https://fauna.example/data/Odonata.csv', encodingFormat: 'text/csv' }],
    });
    expect(data).toMatchObject({
      '@type': 'Dataset',
      'dct:conformsTo': { '@id': 'https://bioschemas.org/profiles/Dataset/1.0-RELEASE' },
      name: 'Fauna of Kosovo: Odonata',
      description: 'Lista e llojeve',
      identifier: 'https://fauna.example/families/Odonata',
      keywords: ['Kosovo', 'Odonata'],
      license: 'https://creativecommons.org/licenses/by/4.0/',
      url: 'https://fauna.example/families/Odonata',
      datePublished: '2025',
      creator: [{ '@type': 'Person', name: 'Islami, B.' }, { '@type': 'Person', name: 'Geci, D.' }],
      publisher: { '@type': 'Organization', name: 'Fauna of Kosovo' },
      distribution: [{ '@type': 'DataDownload', contentUrl: 'https://fauna.example/data/Odonata.csv', encodingFormat: 'text/csv' }],
    });
  });
});

describe('datasetJsonLd: the release', () => {
  const BASE = {
    name: 'Fauna of Kosovo',
    description: 'Lista e llojeve',
    url: 'https://fauna.example/',
    keywords: ['Kosovo'],
    citation: { authors: ['Islami, B.'], year: 2025, version: 2 },
    citationText: 'Islami, B. (2025). Fauna of Kosovo. Version 2.',
    publisher: { name: 'Fauna of Kosovo', url: 'https://fauna.example/' },
  };
  const previous = {
    name: 'Fauna of Kosovo, version 1',
    version: 1,
    issued: '2024',
    doi: '10.5281/zenodo.1000001',
    downloads: [{ url: 'https://fauna.example/data/releases/1/fauna-of-kosovo.csv', encodingFormat: 'text/csv' }],
  };

  it("states the release's version and date, its DOI as the identifier, and the release it is based on", () => {
    const data = datasetJsonLd({ ...BASE, release: { version: 2, issued: '2025-03-14', doi: '10.5281/zenodo.1000002' }, previous });
    expect(data).toMatchObject({
      version: '2',
      datePublished: '2025-03-14',
      identifier: 'https://doi.org/10.5281/zenodo.1000002',
      sameAs: 'https://doi.org/10.5281/zenodo.1000002',
      url: 'https://fauna.example/',
      isBasedOn: {
        '@type': 'Dataset',
        name: 'Fauna of Kosovo, version 1',
        version: '1',
        datePublished: '2024',
        identifier: 'https://doi.org/10.5281/zenodo.1000001',
        distribution: [{ '@type': 'DataDownload', contentUrl: 'https://fauna.example/data/releases/1/fauna-of-kosovo.csv', encodingFormat: 'text/csv' }],
      },
    });
  });

  it("keeps a group's page as its identifier, naming the whole checklist with the DOI as what it is part of", () => {
    const data = datasetJsonLd({ ...BASE, url: 'https://fauna.example/families/Odonata', release: { version: 2, issued: '2025', doi: '10.5281/zenodo.1000002' }, partOf: { name: 'Fauna of Kosovo', doi: '10.5281/zenodo.1000002' } });
    expect(data).toMatchObject({ identifier: 'https://fauna.example/families/Odonata', isPartOf: { '@type': 'Dataset', name: 'Fauna of Kosovo', identifier: 'https://doi.org/10.5281/zenodo.1000002' } });
    expect(data).not.toHaveProperty('sameAs');
  });

  it('without a release, a DOI or a release before it: the citation\'s version and year, the page as identifier', () => {
    const data = datasetJsonLd(BASE);
    expect(data).toMatchObject({ version: '2', datePublished: '2025', identifier: 'https://fauna.example/' });
    for (const key of ['sameAs', 'isBasedOn', 'isPartOf']) expect(data).not.toHaveProperty(key);
  });
});

describe('jsonLdScriptText', () => {
  it('escapes < so that no text can close the script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
