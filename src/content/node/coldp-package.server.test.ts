import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { describeUnless, OWNERS_MISSING } from '../../../test/skip-unless.ts';
import { coldpPackage } from './coldp-package.server.ts';
import { contentSource } from './content-dir.server.ts';
import { darwinCoreArchive } from './darwin-core-archive.server.ts';
import { readContent } from './load-content.server.ts';
import { speciesSlug } from '../parse/species-identity.ts';
import type { SiteConfig } from '../parse/site-config.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

type Table = { header: string[]; rows: Record<string, string>[]; widths: number[] };
type Package = { files: Record<string, string>; tables: Record<string, Table>; metadata: unknown };

/** Unzips a package and reads it as ChecklistBank would: each .tsv by its header row, metadata.yaml as YAML. */
function readPackage(zip: Uint8Array): Package {
  const files = Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const tables: Record<string, Table> = {};
  for (const [name, text] of Object.entries(files)) {
    if (!name.endsWith('.tsv')) continue;
    const [head = '', ...lines] = text.replace(/\n$/, '').split('\n');
    const header = head.split('\t');
    const cells = lines.map((line) => line.split('\t'));
    tables[name.slice(0, -4)] = { header, widths: cells.map((row) => row.length), rows: cells.map((row) => Object.fromEntries(header.map((term, index) => [term, row[index] ?? '']))) };
  }
  return { files, tables, metadata: files['metadata.yaml'] === undefined ? undefined : parse(files['metadata.yaml']) };
}

/** Columns each written entity must have (ColDP's minimal information; NameUsage with its flat classification). */
const REQUIRED_COLUMNS: Record<string, string[]> = {
  NameUsage: ['ID', 'scientificName', 'authorship', 'rank', 'status', 'kingdom', 'family'],
  Reference: ['ID', 'citation'],
  Distribution: ['taxonID', 'area', 'areaID', 'gazetteer'],
  VernacularName: ['taxonID', 'name', 'language'],
};
const USAGE_STATUSES = ['accepted', 'provisionally accepted', 'synonym', 'ambiguous synonym', 'misapplied', 'bare name'];
const LICENCES = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-NC-4.0'];
const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** The ColDP rules that can be checked offline; every problem as one line (none: the package passes). */
function coldpProblems({ files, tables, metadata }: Package): string[] {
  const problems: string[] = [];
  for (const file of ['metadata.yaml', 'NameUsage.tsv']) if (files[file] === undefined) problems.push(`${file} missing`);
  for (const name of Object.keys(files)) if (!/^(metadata\.yaml|(NameUsage|Reference|Distribution|VernacularName)\.tsv)$/.test(name)) problems.push(`${name}: not a ColDP file`);
  for (const [entity, table] of Object.entries(tables)) {
    for (const column of REQUIRED_COLUMNS[entity] ?? []) if (!table.header.includes(column)) problems.push(`${entity}: column ${column} missing`);
    table.widths.forEach((width, index) => width !== table.header.length && problems.push(`${entity} row ${index + 2}: ${width} cells, ${table.header.length} columns`));
  }
  const ids = (entity: string, column = 'ID') => (tables[entity]?.rows ?? []).map((row) => row[column] ?? '');
  const usageIds = new Set(ids('NameUsage'));
  const referenceIds = new Set(ids('Reference'));
  for (const entity of ['NameUsage', 'Reference']) {
    const seen = new Set<string>();
    for (const id of ids(entity)) {
      if (id === '') problems.push(`${entity}: empty ID`);
      else if (seen.has(id)) problems.push(`${entity}: ID ${id} twice`);
      seen.add(id);
    }
  }
  for (const [entity, table] of Object.entries(tables)) {
    for (const row of table.rows) {
      const where = `${entity} ${row.ID ?? row.taxonID}`;
      for (const id of (row.referenceID ?? '').split(',').filter(Boolean)) if (!referenceIds.has(id)) problems.push(`${where}: referenceID ${id} resolves to no Reference`);
      if (row.taxonID !== undefined && !usageIds.has(row.taxonID)) problems.push(`${where}: taxonID resolves to no NameUsage`);
      if (row.parentID && !usageIds.has(row.parentID)) problems.push(`${where}: parentID ${row.parentID} resolves to no NameUsage`);
    }
  }
  for (const row of tables.NameUsage?.rows ?? []) {
    if (!USAGE_STATUSES.includes(row.status ?? '')) problems.push(`NameUsage ${row.ID}: status "${row.status}"`);
    if (/^(synonym|ambiguous synonym|misapplied)$/.test(row.status ?? '') && !row.parentID) problems.push(`NameUsage ${row.ID}: a synonym without its accepted name (parentID)`);
    if (!row.scientificName) problems.push(`NameUsage ${row.ID}: no scientificName`);
    if (row.authorship && row.scientificName?.endsWith(row.authorship)) problems.push(`NameUsage ${row.ID}: scientificName includes the authorship`);
    if (row.code !== 'zoological') problems.push(`NameUsage ${row.ID}: code "${row.code}"`);
  }
  for (const row of tables.Distribution?.rows ?? []) {
    if (row.gazetteer !== 'iso' || !/^[A-Z]{2}$/.test(row.areaID ?? '')) problems.push(`Distribution ${row.taxonID}: area ${row.gazetteer}:${row.areaID}`);
    if (row.status && !['native', 'domesticated', 'alien', 'uncertain'].includes(row.status)) problems.push(`Distribution ${row.taxonID}: status "${row.status}"`);
  }
  for (const row of tables.VernacularName?.rows ?? []) if (!/^[a-z]{3}$/.test(row.language ?? '') || !row.name) problems.push(`VernacularName ${row.taxonID}: "${row.name}" in "${row.language}"`);
  // metadata.yaml: ColDP's required keys (title, creator, issued, license) and the agents' minimum.
  const meta = (metadata ?? {}) as Record<string, unknown>;
  const isAgent = (value: unknown) => typeof value === 'object' && value !== null && ['family', 'organisation', 'email'].some((key) => typeof (value as Record<string, unknown>)[key] === 'string');
  if (typeof meta.title !== 'string' || meta.title === '') problems.push('metadata.yaml: no title');
  if (!Array.isArray(meta.creator) || meta.creator.length === 0 || !meta.creator.every(isAgent)) problems.push('metadata.yaml: no creator, or one without a name');
  if (typeof meta.issued !== 'string' || !ISO_DATE.test(meta.issued)) problems.push(`metadata.yaml: issued "${String(meta.issued)}" is not an ISO date`);
  if (!LICENCES.includes(meta.license as string)) problems.push(`metadata.yaml: license "${String(meta.license)}" is not one of ${LICENCES.join(', ')}`);
  if (typeof meta.version !== 'string' || meta.version === '') problems.push('metadata.yaml: no version');
  if (!isAgent(meta.contact)) problems.push('metadata.yaml: no contact');
  if (typeof meta.geographicScope !== 'string') problems.push('metadata.yaml: no geographicScope');
  return problems;
}

const SITE_URL = 'https://fauna.example.org/ks/';

/** A content folder's ColDP and Darwin Core Archive, made as the build makes them (the same resolver, the same slugs). */
function packagesOf(folder?: string, config: (site: SiteConfig) => SiteConfig = (site) => site) {
  const content = readContent(contentSource(folder));
  expect(content.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  const site = config(content.config!);
  const groups = [...content.checklists].map(([name, checklist]) => ({ name, rows: checklist.rows }));
  const options = {
    references: content.references ?? [],
    resolve: content.citations.resolve,
    slugOf: (key: string) => content.species.byKey.get(key)?.slug ?? speciesSlug(key),
    siteUrl: SITE_URL,
  };
  return {
    content,
    coldp: coldpPackage(site, groups, { ...options, vernacular: content.vernacular ?? [] }),
    dwca: darwinCoreArchive(site, groups, { ...options, licence: site.licence ?? null, contact: site.contact ?? null }),
  };
}

/** A package with one file replaced (a planted defect). */
function withFile(zip: Uint8Array, name: string, edit: (text: string) => string): Uint8Array {
  const files = unzipSync(zip);
  files[name] = strToU8(edit(strFromU8(files[name] ?? new Uint8Array())));
  return zipSync(files);
}

/** The Darwin Core Archive's tables, by file. */
function dwcTables(zip: Uint8Array) {
  return readPackage(zipSync(Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name.replace(/\.txt$/, '.tsv'), bytes])))).tables;
}

/** The ColDP and the Darwin Core Archive carry the same species, publications and records. */
function expectSameAsDarwinCore(coldp: Uint8Array, dwca: Uint8Array) {
  const { tables } = readPackage(coldp);
  const dwc = dwcTables(dwca);
  const usages = tables.NameUsage!.rows;
  expect(usages.map((row) => row.ID)).toEqual(dwc.taxon!.rows.map((row) => row.taxonID));
  // The same name: Darwin Core's scientificName is ColDP's with the authorship.
  const dwcNames = new Map(dwc.taxon!.rows.map((row) => [row.taxonID, row]));
  for (const usage of usages) {
    const taxon = dwcNames.get(usage.ID!)!;
    expect([usage.scientificName, usage.authorship, usage.rank, usage.family, usage.order, usage.link]).toEqual(
      [taxon.scientificName!.slice(0, taxon.scientificName!.length - taxon.scientificNameAuthorship!.length).trim(), taxon.scientificNameAuthorship, taxon.taxonRank, taxon.family, taxon.order, taxon.references],
    );
  }
  // The same records: one distribution per name in both, each with the same publications.
  expect([...new Set(tables.Distribution!.rows.map((row) => row.taxonID))]).toEqual(dwc.distribution!.rows.map((row) => row.taxonID));
  const citation = new Map(tables.Reference!.rows.map((row) => [row.ID, row.citation]));
  const coldpCited = tables.Distribution!.rows.filter((row) => row.referenceID).map((row) => `${row.taxonID}\n${citation.get(row.referenceID!)}`);
  const dwcCited = (dwc.references?.rows ?? []).map((row) => `${row.taxonID}\n${row.bibliographicCitation}`);
  expect(coldpCited).toEqual(dwcCited);
  // Every name's own list of publications is the same as its distribution's.
  for (const usage of usages) {
    const own = tables.Distribution!.rows.filter((row) => row.taxonID === usage.ID && row.referenceID).map((row) => row.referenceID);
    expect(usage.referenceID ? usage.referenceID.split(',') : []).toEqual(own);
  }
  return { usages: usages.length, distributions: tables.Distribution!.rows.length, cited: new Set(coldpCited).size };
}

describe('the Catalogue of Life Data Package (default content), parsed back', () => {
  const { content, coldp, dwca } = packagesOf();

  it('passes the offline ColDP checks', () => {
    expect(coldpProblems(readPackage(coldp))).toEqual([]);
  });

  it('carries the same species, references and distributions as the Darwin Core Archive', () => {
    const counts = expectSameAsDarwinCore(coldp, dwca);
    expect(counts.cited).toBeGreaterThan(0);
  });

  it('holds the whole bibliography with its DOIs, every name of a checklist, and the Albanian and English names', () => {
    const { tables, metadata } = readPackage(coldp);
    expect(tables.Reference!.rows.filter((row) => !row.ID!.startsWith('source-')).map((row) => row.ID)).toEqual(content.references!.map((reference) => reference.id));
    expect(tables.Reference!.rows.some((row) => /^10\.\d+\//.test(row.doi!))).toBe(true);
    expect(new Set(tables.NameUsage!.rows.map((row) => row.status))).toEqual(new Set(['accepted']));
    const wolf = tables.VernacularName!.rows.filter((row) => row.taxonID === 'Canis lupus').map((row) => [row.language, row.name]);
    expect(wolf).toEqual([['sqi', 'ujku'], ['eng', 'Grey wolf']]);
    expect(new Set(tables.VernacularName!.rows.map((row) => row.language))).toEqual(new Set(['sqi', 'eng']));
    expect(metadata).toMatchObject({ title: 'Fauna of Kosovo', issued: String(content.config!.citation.year), version: String(content.config!.citation.version), license: 'CC-BY-4.0', url: SITE_URL });
  });

  it('maps each licence of site.json to its ColDP identifier', () => {
    for (const [licence, identifier] of [['CC0 1.0', 'CC0-1.0'], ['CC BY 4.0', 'CC-BY-4.0'], ['CC BY-NC 4.0', 'CC-BY-NC-4.0']] as const) {
      const { coldp } = packagesOf(undefined, (site) => ({ ...site, licence, contact: { name: 'Gashi, Agim', email: 'a@example.org' } }));
      expect(readPackage(coldp).metadata).toMatchObject({ license: identifier, contact: { family: 'Gashi', given: 'Agim', email: 'a@example.org' } });
    }
  });

  it('is byte-identical from build to build of the same content', () => {
    expect(packagesOf().coldp).toEqual(coldp);
  });

  it('fails the checks when a defect is planted', () => {
    const problems = (zip: Uint8Array) => coldpProblems(readPackage(zip));
    const firstId = readPackage(coldp).tables.NameUsage!.rows[0]!.ID!;
    const planted: [Uint8Array, RegExp][] = [
      [withFile(coldp, 'NameUsage.tsv', (text) => text.replace(/\n$/, `\n${text.split('\n')[1]}\n`)), new RegExp(`NameUsage: ID ${firstId} twice`)],
      [withFile(coldp, 'Distribution.tsv', (text) => text.replace(/\tiso\t\t([^\t\n]+)\t/, '\tiso\t\tno-such-work\t')), /Distribution .*: referenceID no-such-work resolves to no Reference/],
      [withFile(coldp, 'VernacularName.tsv', (text) => text.replace('Canis lupus', 'Canis lupos')), /VernacularName Canis lupos: taxonID resolves to no NameUsage/],
      [withFile(coldp, 'NameUsage.tsv', (text) => text.replace(`${firstId}\t\taccepted`, `${firstId}\tNo parent\taccepted`)), /parentID No parent resolves to no NameUsage/],
      [withFile(coldp, 'NameUsage.tsv', (text) => text.replace('\tauthorship\t', '\tauthor\t')), /NameUsage: column authorship missing/],
      [withFile(coldp, 'metadata.yaml', (text) => text.replace('license: CC-BY-4.0', 'license: CC-BY-SA-4.0')), /license "CC-BY-SA-4.0" is not one of/],
      [withFile(coldp, 'metadata.yaml', (text) => text.replace(/^title: .*\n/m, '').replace(/^issued: .*$/m, 'issued: 2025')), /no title[\s\S]*issued "2025" is not an ISO date/],
    ];
    for (const [zip, problem] of planted) expect(problems(zip).join('\n')).toMatch(problem);
  });
});

describeUnless(OWNERS_MISSING)("the Catalogue of Life Data Package of the owners' content", () => {
  it('passes the offline ColDP checks and carries the same species, references and distributions as the Darwin Core Archive', () => {
    const { coldp, dwca } = packagesOf(OWNERS_CONTENT);
    expect(coldpProblems(readPackage(coldp))).toEqual([]);
    const counts = expectSameAsDarwinCore(coldp, dwca);
    expect(counts.usages).toBeGreaterThan(1000);
    expect(counts.cited).toBeGreaterThan(1000);
  });
});
