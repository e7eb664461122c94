import { expect, it } from 'vitest';
import { describeUnless, missingUnless } from '../skip-unless.ts';
import { emlXml, metaXml } from '../../src/content/derived/darwin-core.ts';
import { parseSiteConfig } from '../../src/content/parse/site-config.ts';
import { DWC_TEXT_SCHEMA, GBIF_EML_SCHEMA, hasGbifEmlSchema, hasXmllint, xmlSchemaErrors } from './xml-schema.ts';

describeUnless(missingUnless(hasXmllint, 'no xmllint'))('the archive descriptor against the Darwin Core text guide schema', () => {
  it('accepts meta.xml with and without the Reference extension', () => {
    expect(xmlSchemaErrors(metaXml(), DWC_TEXT_SCHEMA)).toEqual([]);
    expect(xmlSchemaErrors(metaXml({ references: true }), DWC_TEXT_SCHEMA)).toEqual([]);
  });

  it('rejects a planted defect: a core without its rowType, an unknown element', () => {
    expect(xmlSchemaErrors(metaXml().replace(/ rowType="[^"]+"/, ''), DWC_TEXT_SCHEMA).join('\n')).toMatch(/rowType.*required/);
    expect(xmlSchemaErrors(metaXml().replace('<id index="0"/>', '<identifier index="0"/>'), DWC_TEXT_SCHEMA).join('\n')).toMatch(/identifier/);
  });
});

describeUnless(missingUnless(hasXmllint, 'no xmllint') || missingUnless(hasGbifEmlSchema, 'its schema is not in test/schemas yet, see the README there'))("eml.xml against GBIF's EML profile 1.2", () => {
  const config = parseSiteConfig(JSON.stringify({
    productName: 'Fauna of Kosovo', statistics: { species: 1, genera: 1, families: 1, orders: 1 },
    citation: { authors: ['Islami, B.'], year: 2025, title: 'Fauna of Kosovo', version: 2 },
    groups: [{ name: 'Gjitaret', label: 'Gjitaret', file: 'Gjitaret.csv' }],
  })).config!;

  it('accepts eml.xml with and without a contact in site.json', () => {
    expect(xmlSchemaErrors(emlXml(config, 1), GBIF_EML_SCHEMA)).toEqual([]);
    const contact = { name: 'Islami, B.', email: 'info@example.org' };
    expect(xmlSchemaErrors(emlXml(config, 1, { contact, licence: 'CC BY 4.0', siteUrl: 'https://example.org/' }), GBIF_EML_SCHEMA)).toEqual([]);
  });

  it('rejects a planted defect: a dataset without a contact', () => {
    expect(xmlSchemaErrors(emlXml(config, 1).replace(/\s*<contact>.*<\/contact>/g, ''), GBIF_EML_SCHEMA)).not.toEqual([]);
  });
});
