import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillIntroduction, licenceUrl, parseSiteConfig } from './site-config.ts';

const BASE = {
  productName: 'Fauna of Kosovo',
  statistics: { species: 1, genera: 1, families: 1, orders: 1 },
  citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
  groups: [{ name: 'Odonata', label: 'Odonata', file: 'Odonata.csv' }],
};
const COMPLETE = { ...BASE, siteUrl: 'https://fauna.example/kosovo', licence: 'CC BY 4.0', contact: { name: 'Islami, B.', email: 'fauna@example.org' } };
const text = (value: object) => JSON.stringify(value, null, 2);
const lines = (value: object, overrides = {}) => parseSiteConfig(text(value), 'site.json', overrides).issues.map(formatIssue);

describe('parseSiteConfig: address, licence and contact', () => {
  it('accepts complete settings, keeping the address with a trailing slash', () => {
    const { config, issues } = parseSiteConfig(text(COMPLETE));
    expect(issues).toEqual([]);
    expect(config?.siteUrl).toBe('https://fauna.example/kosovo/');
    expect(config && licenceUrl(config)).toBe('https://creativecommons.org/licenses/by/4.0/');
  });

  it('warns (without failing) when the address, licence or contact is missing', () => {
    const { config, issues } = parseSiteConfig(text(BASE));
    expect(config).not.toBeNull();
    expect(issues.map(formatIssue)).toEqual([
      'site.json: warning: no siteUrl: no sitemap, no canonical links (give the public address in site.json, or FAUNA_SITE_URL at build time)',
      'site.json: warning: no licence: the pages, the Darwin Core Archive and the Catalogue of Life package state none (choose one of CC0 1.0, CC BY 4.0, CC BY-NC 4.0)',
      "site.json: warning: no contact (name, email): biodiversity portals such as GBIF need one for the dataset (until then the Darwin Core Archive names the citation's authors as its contact)",
    ]);
  });

  it('takes the address from FAUNA_SITE_URL before site.json', () => {
    const { config, issues } = parseSiteConfig(text(COMPLETE), 'site.json', { siteUrl: 'http://localhost:8080' });
    expect(issues).toEqual([]);
    expect(config?.siteUrl).toBe('http://localhost:8080/');
    expect(lines({ ...COMPLETE, siteUrl: undefined }, { siteUrl: 'https://fauna.example/' })).toEqual([]);
    expect(lines(COMPLETE, { siteUrl: 'fauna.example' })).toEqual(['FAUNA_SITE_URL: error: "fauna.example" must be an absolute address such as "https://example.org/"']);
  });

  it('reports a wrong value at its line and column', () => {
    expect(lines({ ...COMPLETE, licence: 'CC BY-SA 4.0' })).toEqual([
      'site.json:25:14: error: licence: must be one of "CC0 1.0", "CC BY 4.0", "CC BY-NC 4.0" (the licences GBIF accepts), not "CC BY-SA 4.0"',
    ]);
    expect(lines({ ...COMPLETE, siteUrl: 'ftp://fauna.example/' })).toEqual(['site.json:24:14: error: siteUrl: must start with http:// or https://']);
    expect(lines({ ...COMPLETE, contact: { name: 'B. Islami', email: 'not an address' } })).toEqual(['site.json:28:14: error: contact.email: must be an e-mail address']);
  });

  it('says in plain words what a number, a missing key or an empty text should be', () => {
    const issues = lines({ ...COMPLETE, productName: undefined, statistics: { species: 'about 1949', genera: '1,02', families: 2.5, orders: -1 }, citation: { ...COMPLETE.citation, title: '' } });
    expect(issues.map((line) => line.replace(/^site\.json:\d+:\d+: error: /, ''))).toEqual([
      'productName: "productName" is missing',
      'statistics.species: must be a number without quotes, such as 1949, not "about 1949"',
      'statistics.genera: must be a number without quotes, such as 1949, not "1,02"',
      'statistics.families: must be a whole number, not 2.5',
      'statistics.orders: must be 0 or more, not -1',
      'citation.title: must not be empty',
    ]);
  });

  it('reads a count in quotes or with a thousands point as the number meant, with a warning at its place', () => {
    const statistics = { species: '1,949', genera: '1 024', families: 293, orders: 72 };
    const { config, issues } = parseSiteConfig(text({ ...COMPLETE, statistics, citation: { ...COMPLETE.citation, year: '2025' } }));
    expect(config?.statistics).toEqual({ species: 1949, genera: 1024, families: 293, orders: 72 });
    expect(config?.citation.year).toBe(2025);
    expect(issues.map(formatIssue)).toEqual([
      'site.json:4:16: warning: statistics.species: "1,949" read as 1949: write the number without quotes, 1949',
      'site.json:5:15: warning: statistics.genera: "1 024" read as 1024: write the number without quotes, 1024',
      'site.json:13:13: warning: citation.year: "2025" read as 2025: write the number without quotes, 2025',
    ]);
    expect(lines({ ...COMPLETE, statistics: { ...statistics, species: 1.949, genera: '1.024' } }).slice(0, 2)).toEqual([
      'site.json:4:16: warning: statistics.species: JSON reads 1.949 as a fraction, since a point is not a thousands separator there; read as 1949: write 1949',
      'site.json:5:15: warning: statistics.genera: "1.024" read as 1024: write the number without quotes, 1024',
    ]);
  });

  it('reports a group listed twice at the second one', () => {
    const twice = { ...COMPLETE, groups: [...COMPLETE.groups, { name: 'Odonata', label: 'Again', file: 'Again.csv' }] };
    expect(lines(twice)).toEqual(['site.json:24:15: error: group "Odonata" is listed twice']);
  });
});

describe('parseSiteConfig: English twins (labelEn, introductionEn)', () => {
  const GROUPS = [
    { name: 'Merimangat', label: 'Merimangat', labelEn: 'Spiders', file: 'Merimangat.csv' },
    { name: 'Odonata', label: 'Odonata', file: 'Odonata.csv' },
  ];
  const INTRODUCTION = 'So far {species} species, {genera} genera, {families} families and {orders} orders.';

  it('accepts files without English, as before, and counts what each text lacks', () => {
    const { config, issues, english } = parseSiteConfig(text(COMPLETE));
    expect(issues).toEqual([]);
    expect(config?.groups[0]?.labelEn).toBeUndefined();
    expect(config?.introductionEn).toBeUndefined();
    expect(english).toEqual([
      { kind: 'groupLabel', file: 'site.json', line: 20, column: 16, field: 'groups[0].labelEn ("Odonata")', given: false },
      { kind: 'introduction', file: 'site.json', line: 1, column: 1, field: 'introductionEn', given: false },
    ]);
  });

  it('keeps an English label beside the name in the address, and the introduction, trimmed and NFC', () => {
    const { config, issues, english } = parseSiteConfig(text({ ...COMPLETE, introductionEn: ` ${INTRODUCTION} `, groups: GROUPS }));
    expect(issues).toEqual([]);
    expect(config?.groups.map((group) => [group.name, group.label, group.labelEn])).toEqual([
      ['Merimangat', 'Merimangat', 'Spiders'],
      ['Odonata', 'Odonata', undefined],
    ]);
    expect(config?.introductionEn).toBe(INTRODUCTION);
    expect(english.map((twin) => [twin.field, twin.given])).toEqual([
      ['groups[0].labelEn ("Merimangat")', true],
      ['groups[1].labelEn ("Odonata")', false],
      ['introductionEn', true],
    ]);
    const decomposed = parseSiteConfig(text({ ...COMPLETE, groups: [{ ...GROUPS[0], labelEn: 'Bugs of Kosove\u0308' }] }));
    expect(decomposed.config?.groups[0]?.labelEn).toBe('Bugs of Kosovë');
  });

  it('takes null and "" as no English given', () => {
    const { config, issues, english } = parseSiteConfig(text({ ...COMPLETE, introductionEn: '', groups: [{ ...GROUPS[0], labelEn: null }] }));
    expect(issues).toEqual([]);
    expect(config?.groups[0]?.labelEn).toBeNull();
    expect(config?.introductionEn).toBeNull();
    expect(english.every((twin) => !twin.given)).toBe(true);
  });

  it('reports an English text that is not text, and an unknown number in the introduction, at their line and column', () => {
    expect(lines({ ...COMPLETE, groups: [{ ...GROUPS[0], labelEn: 42 }] })).toEqual([
      'site.json:21:18: error: groups.0.labelEn: must be text in double quotes, or null, not 42',
    ]);
    expect(lines({ ...COMPLETE, introductionEn: 'So far {specis} species in {orders} orders and {families families.' })).toEqual([
      'site.json:30:21: error: introductionEn: {specis} is not a number the site knows: write {species}, {genera}, {families}, {orders}, or the number itself',
    ]);
  });

  it('fills the introduction with the statistics, formatted as the page asks', () => {
    const statistics = { species: 1949, genera: 1024, families: 293, orders: 72 };
    expect(fillIntroduction(INTRODUCTION, statistics)).toBe('So far 1949 species, 1024 genera, 293 families and 72 orders.');
    expect(fillIntroduction(INTRODUCTION, statistics, (value) => value.toLocaleString('en'))).toBe('So far 1,949 species, 1,024 genera, 293 families and 72 orders.');
  });

  it('keeps the default content valid, with an English label for every group and the introduction', () => {
    const defaultSite = readFileSync(path.resolve(import.meta.dirname, '../../../content/site.json'), 'utf8');
    const { config, issues, english } = parseSiteConfig(defaultSite);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(config?.groups.map((group) => group.labelEn)).toEqual([
      'Spiders',
      'Mayflies',
      'Dragonflies and damselflies',
      'Stoneflies',
      'Caddisflies',
      'Butterflies and moths',
      'Beetles',
      'True bugs, flies and scorpionflies',
      'Other invertebrates',
      'Fishes',
      'Amphibians and reptiles',
      'Birds',
      'Mammals',
    ]);
    expect(config?.groups.map((group) => group.name)).toEqual(config?.groups.map((group) => group.label));
    expect(english.every((twin) => twin.given)).toBe(true);
    expect(config && fillIntroduction(config.introductionEn ?? '', config.statistics)).toMatch(/1949 species.*1024 genera, 293 families and 72 orders\.$/);
  });
});
