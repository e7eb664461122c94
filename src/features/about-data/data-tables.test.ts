import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { coldpPackage } from '../../content/node/coldp-package.server.ts';
import { contentSource } from '../../content/node/content-dir.server.ts';
import { darwinCoreArchive } from '../../content/node/darwin-core-archive.server.ts';
import { loadValidContent } from '../../content/node/load-content.server.ts';
import { COLDP_ENTITIES } from '../../content/derived/coldp.ts';
import { DARWIN_CORE_FILES, TERM_SOURCES } from '../../content/derived/darwin-core.ts';
import { FAUNA_CSV_COLUMNS } from '../../content/derived/fauna-csv.ts';
import { en } from '../../i18n/messages-en.ts';
import { sq } from '../../i18n/messages-sq.ts';
import { archiveTables, coldpFiles, dataTables, unlistedColumns, type ArchiveTable } from './data-tables.ts';

// The repository's default content, made into the archive and the package as the build makes them.
const content = loadValidContent(contentSource(undefined));
const groups = [...content.checklists].map(([name, checklist]) => ({ name, rows: checklist.rows }));
const options = { references: content.references, resolve: content.citations.resolve, siteUrl: 'https://fauna.example/' };
const unzip = (zip: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
const archive = unzip(darwinCoreArchive(content.config, groups, { ...options, licence: 'CC BY 4.0' }));
const coldp = unzip(coldpPackage(content.config, groups, { ...options, vernacular: content.vernacular }));

/** The archive's tables as the page lists them, with the descriptor and metadata files its introduction names. */
function archiveListing(tables: readonly ArchiveTable[]) {
  const { meta, eml } = dataTables().archiveFiles;
  return [...tables.map((table) => ({ file: table.file, terms: table.terms.map((row) => row.term) })), { file: meta, terms: [] }, { file: eml, terms: [] }];
}

describe('the tables of "About the data"', () => {
  it('list every file and every column the Darwin Core Archive writes, in file order', () => {
    expect(Object.keys(archive)).toContain(DARWIN_CORE_FILES.reference.file); // the bibliography resolves: all three data files
    expect(unlistedColumns(archiveListing(archiveTables()), archive)).toEqual([]);
    for (const table of archiveTables()) {
      expect(table.terms.map((row) => row.term), table.file).toEqual(archive[table.file]!.split('\n', 1)[0]!.split('\t'));
    }
  });

  it('fail when the archive writes a term or a file they do not list (planted defects)', () => {
    const withoutKingdom = { ...DARWIN_CORE_FILES, taxon: { ...DARWIN_CORE_FILES.taxon, terms: DARWIN_CORE_FILES.taxon.terms.filter((term) => term !== 'kingdom') } };
    expect(unlistedColumns(archiveListing(archiveTables(withoutKingdom)), archive)).toEqual(['taxon.txt: kingdom']);
    const withoutReferences = archiveListing(archiveTables()).filter((table) => table.file !== DARWIN_CORE_FILES.reference.file);
    expect(unlistedColumns(withoutReferences, archive)).toEqual(['references.txt']);
  });

  it('give every term its definition and where its values come from', () => {
    for (const { terms } of archiveTables()) {
      for (const { term, uri, source } of terms) {
        expect(uri).toMatch(new RegExp(`^http://(?:rs\\.tdwg\\.org/dwc|purl\\.org/dc)/terms/${term}$`));
        expect(source).toBe(TERM_SOURCES[term]);
      }
    }
  });

  it('list every file and column of the Catalogue of Life package, common names included', () => {
    expect(Object.keys(coldp)).toContain(COLDP_ENTITIES.vernacularName.file);
    expect(unlistedColumns(coldpFiles(), coldp)).toEqual([]);
    const misnamed = { ...COLDP_ENTITIES, vernacularName: { ...COLDP_ENTITIES.vernacularName, file: 'Vernacular.tsv' } };
    expect(unlistedColumns(coldpFiles(misnamed), coldp)).toEqual(['VernacularName.tsv']);
    const withoutArea = { ...COLDP_ENTITIES, distribution: { ...COLDP_ENTITIES.distribution, terms: COLDP_ENTITIES.distribution.terms.filter((term) => term !== 'area') } };
    expect(unlistedColumns(coldpFiles(withoutArea), coldp)).toEqual(['Distribution.tsv: area']);
  });

  it('name the columns the downloads write, each explained in both languages', () => {
    expect(dataTables().csvColumns).toEqual(FAUNA_CSV_COLUMNS);
    for (const messages of [sq, en]) {
      for (const column of FAUNA_CSV_COLUMNS) expect(messages.aboutData.columns[column].length, column).toBeGreaterThan(3);
      for (const { key } of coldpFiles()) expect(messages.aboutData.coldpFiles[key].length, key).toBeGreaterThan(3);
    }
  });

  it('are plain data, as the page receives them from the build', () => {
    const tables = dataTables();
    expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
  });
});
