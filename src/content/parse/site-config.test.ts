import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { licenceUrl, parseSiteConfig } from './site-config.ts';

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
      'site.json:25:14: error: licence: must be one of "CC0 1.0", "CC BY 4.0", "CC BY-NC 4.0" (the licences GBIF accepts)',
    ]);
    expect(lines({ ...COMPLETE, siteUrl: 'ftp://fauna.example/' })).toEqual(['site.json:24:14: error: siteUrl: must start with http:// or https://']);
    expect(lines({ ...COMPLETE, contact: { name: 'B. Islami', email: 'not an address' } })).toEqual(['site.json:28:14: error: contact.email: must be an e-mail address']);
  });

  it('reports a group listed twice at the second one', () => {
    const twice = { ...COMPLETE, groups: [...COMPLETE.groups, { name: 'Odonata', label: 'Again', file: 'Again.csv' }] };
    expect(lines(twice)).toEqual(['site.json:24:15: error: group "Odonata" is listed twice']);
  });
});
