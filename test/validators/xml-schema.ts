// xmllint (Debian's libxml2-utils) validating XML against the schemas vendored in test/schemas/, offline.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../schemas');
/** The Darwin Core text guide: an archive's `meta.xml`. */
export const DWC_TEXT_SCHEMA = path.join(SCHEMAS_DIR, 'rs.tdwg.org/dwc/text/tdwg_dwc_text.xsd');
/** GBIF's EML profile 1.2: an archive's `eml.xml` (see test/schemas/README.md: not vendored yet). */
export const GBIF_EML_SCHEMA = path.join(SCHEMAS_DIR, 'rs.gbif.org/schema/eml-gbif-profile/1.2/eml.xsd');
export const hasGbifEmlSchema = existsSync(GBIF_EML_SCHEMA);

export const XMLLINT = '/usr/bin/xmllint';
export const hasXmllint = existsSync(XMLLINT);

/** The schema errors of an XML text (empty when valid), as xmllint words them, with their line. */
export function xmlSchemaErrors(xml: string, schema: string): string[] {
  const result = spawnSync(XMLLINT, ['--nonet', '--noout', '--schema', schema, '-'], {
    input: xml,
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: path.join(SCHEMAS_DIR, 'catalog.xml') },
  });
  if (result.error) throw result.error;
  if (result.status === 0) return [];
  const lines = result.stderr.split('\n').filter((line) => line.trim() !== '' && !/Skipping import|- validates$/.test(line));
  return lines.length > 0 ? lines : [`xmllint exited ${result.status}`];
}
