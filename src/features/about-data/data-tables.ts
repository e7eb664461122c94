// What the "About the data" page tells of the published files, taken from the code that writes them, so that the page
// cannot disagree with the files: the CSV columns (fauna-csv.ts), the Darwin Core terms with their sources
// (darwin-core.ts) and the Catalogue of Life package's files (coldp.ts). Run at build time (the route's loader).
import { COLDP_ENTITIES, COLDP_METADATA_FILE } from '../../content/derived/coldp.ts';
import { DARWIN_CORE_FILES, EML_FILE, META_FILE, TERM_SOURCES, TERM_URIS, type DarwinCoreTerm, type TermSource } from '../../content/derived/darwin-core.ts';
import { FAUNA_CSV_COLUMNS } from '../../content/derived/fauna-csv.ts';

export type ArchiveFileKey = keyof typeof DARWIN_CORE_FILES;
export type ArchiveTerm = { term: DarwinCoreTerm; uri: string; source: TermSource };
export type ArchiveTable = { key: ArchiveFileKey; file: string; terms: ArchiveTerm[] };
export type ColdpFileKey = keyof typeof COLDP_ENTITIES | 'metadata';
/** One file of the ColDP package and its columns (none for metadata.yaml, a YAML document). */
export type ColdpFile = { key: ColdpFileKey; file: string; terms: readonly string[] };
export type CsvColumn = (typeof FAUNA_CSV_COLUMNS)[number];
/** `archiveFiles`: the archive's descriptor and metadata files, which the page names beside its data files. */
export type DataTables = { csvColumns: readonly CsvColumn[]; archiveFiles: { meta: string; eml: string }; archive: ArchiveTable[]; coldp: ColdpFile[] };

type ArchiveFiles = Record<ArchiveFileKey, { file: string; terms: readonly DarwinCoreTerm[] }>;
type ColdpEntities = Record<keyof typeof COLDP_ENTITIES, { file: string; terms: readonly string[] }>;

/** The archive's data files in file order, each term with its definition's address and where its values come from. */
export function archiveTables(files: ArchiveFiles = DARWIN_CORE_FILES, sources: Record<DarwinCoreTerm, TermSource> = TERM_SOURCES): ArchiveTable[] {
  return (Object.keys(files) as ArchiveFileKey[]).map((key) => ({
    key,
    file: files[key].file,
    terms: files[key].terms.map((term) => ({ term, uri: TERM_URIS[term], source: sources[term] })),
  }));
}

/** The package's files: each ColDP entity with its columns, then metadata.yaml. */
export function coldpFiles(entities: ColdpEntities = COLDP_ENTITIES): ColdpFile[] {
  return [
    ...(Object.keys(entities) as (keyof typeof COLDP_ENTITIES)[]).map((key) => ({ key, file: entities[key].file, terms: entities[key].terms })),
    { key: 'metadata', file: COLDP_METADATA_FILE, terms: [] },
  ];
}

export function dataTables(): DataTables {
  return { csvColumns: FAUNA_CSV_COLUMNS, archiveFiles: { meta: META_FILE, eml: EML_FILE }, archive: archiveTables(), coldp: coldpFiles() };
}

/**
 * The columns of a package's tab-separated files (the header line of each `.txt` or `.tsv`) that the tables do not
 * list under that file, as `file: column`, and the package's files they do not name at all: what a reader would miss.
 */
export function unlistedColumns(tables: readonly { file: string; terms: readonly string[] }[], files: Readonly<Record<string, string>>): string[] {
  const listed = new Map(tables.map((table) => [table.file, new Set(table.terms)]));
  return Object.entries(files).flatMap(([file, text]) => {
    const terms = listed.get(file);
    if (!terms) return [file];
    if (!/\.(?:txt|tsv)$/.test(file)) return [];
    const header = text.split('\n', 1)[0]!.split('\t');
    return header.filter((column) => !terms.has(column)).map((column) => `${file}: ${column}`);
  });
}
