import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { itUnless, missingFile } from '../../../test/skip-unless.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { darwinCoreArchive, type ArchiveOptions } from './darwin-core-archive.server.ts';
import { parseReferencesMd } from '../parse/references-md.ts';
import { parseSiteConfig } from '../parse/site-config.ts';

const DEFAULT_CONTENT = path.resolve(import.meta.dirname, '../../../content');
const OWNERS = OWNERS_CONTENT;

type Table = { header: string[]; rows: string[][] };
type Section = { rowType: string; file: string; idIndex: number; fields: Map<number, string> };

/** Reads a folder's content and builds its archive, as the build does (site.json from the default content when absent). */
function archiveOf(folder: string, options: ArchiveOptions = {}) {
  const siteJson = [folder, DEFAULT_CONTENT].map((dir) => path.join(dir, 'site.json')).find((file) => existsSync(file))!;
  const config = parseSiteConfig(readFileSync(siteJson, 'utf8')).config!;
  const references = parseReferencesMd(readFileSync(path.join(folder, 'references.md'), 'utf8')).references;
  const groups = readdirSync(path.join(folder, 'checklists'))
    .filter((file) => file.endsWith('.csv'))
    .map((file) => ({ name: file.slice(0, -4), rows: parseChecklistCsv(readFileSync(path.join(folder, 'checklists', file), 'utf8'), file).rows }));
  return darwinCoreArchive(config, groups, { references, ...options });
}

/** Unzips an archive and reads it as a portal would: meta.xml says which file holds which term at which index. */
function readArchive(zip: Uint8Array) {
  const files = Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
  for (const xml of ['meta.xml', 'eml.xml']) expect(XMLValidator.validate(files[xml] ?? ''), xml).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['extension', 'field'].includes(name) });
  const archive = parser.parse(files['meta.xml']!).archive;
  type RawSection = { rowType: string; files: { location: string }; id?: { index: string }; coreid?: { index: string }; field: { index: string; term: string }[] };
  const section = (raw: RawSection): Section => ({
    rowType: raw.rowType,
    file: raw.files.location,
    idIndex: Number((raw.id ?? raw.coreid)!.index),
    fields: new Map(raw.field.map((field) => [Number(field.index), field.term])),
  });
  const table = (file: string): Table => {
    const [header = '', ...rows] = (files[file] ?? '').replace(/\n$/, '').split('\n');
    return { header: header.split('\t'), rows: rows.map((row) => row.split('\t')) };
  };
  return {
    files,
    eml: parser.parse(files['eml.xml']!)['eml:eml'].dataset,
    core: section(archive.core),
    extensions: (archive.extension as RawSection[]).map(section),
    table,
  };
}

function expectConsistent(zip: Uint8Array) {
  const { files, core, extensions, table } = readArchive(zip);
  const sections = [core, ...extensions];
  expect(Object.keys(files).toSorted()).toEqual(['eml.xml', 'meta.xml', ...sections.map((s) => s.file)].toSorted());
  const coreIds = new Set(table(core.file).rows.map((row) => row[core.idIndex]));
  for (const section of sections) {
    const { header, rows } = table(section.file);
    const width = Math.max(section.idIndex, ...section.fields.keys()) + 1;
    expect(header, section.file).toHaveLength(width);
    for (const [index, term] of section.fields) expect(term.endsWith(`/${header[index]}`), `${section.file} column ${index}`).toBe(true);
    expect(rows.filter((row) => row.length !== width), `${section.file}: rows without ${width} columns`).toEqual([]);
    expect(rows.filter((row) => !coreIds.has(row[section.idIndex])), `${section.file}: rows of no taxon`).toEqual([]);
  }
  return readArchive(zip);
}

describe('the Darwin Core Archive, parsed back', () => {
  const options: ArchiveOptions = {
    siteUrl: 'https://fauna.example.org/ks/',
    licence: 'CC BY 4.0',
    contact: { name: 'Ibrahimi, Halil', email: 'halil@example.org' },
  };

  it('declares every file and column it holds, and every row has the declared columns', () => {
    const { core, extensions, table } = expectConsistent(archiveOf(DEFAULT_CONTENT, options));
    expect(core.rowType).toBe('http://rs.tdwg.org/dwc/terms/Taxon');
    expect(extensions.map((extension) => [extension.rowType, extension.file])).toEqual([
      ['http://rs.gbif.org/terms/1.0/Distribution', 'distribution.txt'],
      ['http://rs.gbif.org/terms/1.0/Reference', 'references.txt'],
    ]);
    expect(table('references.txt').rows.length).toBeGreaterThan(0);
  });

  it('gives each taxon its species page, each record its publication, and each publication its DOI', () => {
    const { table } = readArchive(archiveOf(DEFAULT_CONTENT, options));
    const taxa = table('taxon.txt');
    const pages = taxa.rows.map((row) => row[taxa.header.indexOf('references')]);
    for (const page of pages) expect(page).toMatch(/^https:\/\/fauna\.example\.org\/ks\/species\/[A-Za-z0-9-]+$/);
    const distribution = table('distribution.txt');
    const sources = distribution.rows.map((row) => row[distribution.header.indexOf('source')]!);
    for (const source of sources) expect(source).toMatch(/\(\d{4}[a-z]?\)|\(n\.d\.\)/); // the full entry, not "(Vinko et al., 2020)"
    const references = table('references.txt');
    const dois = references.rows.map((row) => row[references.header.indexOf('identifier')]).filter((doi) => doi !== '');
    expect(dois.length).toBeGreaterThan(0);
    for (const doi of dois) expect(doi).toMatch(/^https:\/\/doi\.org\/10\./);
  });

  it('states the licence, the contact and the site in eml.xml', () => {
    const { eml } = readArchive(archiveOf(DEFAULT_CONTENT, options));
    expect(eml.intellectualRights.para.ulink.url).toBe('http://creativecommons.org/licenses/by/4.0/legalcode');
    expect(eml.intellectualRights.para.ulink.citetitle).toBe('Creative Commons Attribution (CC-BY 4.0) License');
    expect(eml.contact).toEqual({ individualName: { givenName: 'Halil', surName: 'Ibrahimi' }, electronicMailAddress: 'halil@example.org' });
    expect(eml.distribution.online.url['#text']).toBe('https://fauna.example.org/ks/');
  });

  it('without a site address, licence or contact, leaves them out, names the authors as the contact and stays consistent', () => {
    const { eml, table } = expectConsistent(archiveOf(DEFAULT_CONTENT));
    expect(eml.intellectualRights).toBeUndefined();
    expect(eml.metadataProvider).toBeUndefined();
    expect(eml.contact).toEqual(eml.creator);
    const taxa = table('taxon.txt');
    expect(new Set(taxa.rows.map((row) => row[taxa.header.indexOf('references')]))).toEqual(new Set(['']));
  });

  itUnless(missingFile(path.join(OWNERS, 'references.md')))("is consistent with the owners' content", () => {
    const { table } = expectConsistent(archiveOf(OWNERS, options));
    expect(table('references.txt').rows.length).toBeGreaterThan(100);
  });
});
