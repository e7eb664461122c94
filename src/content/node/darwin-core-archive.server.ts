import { strToU8, zipSync } from 'fflate';
import {
  darwinCoreTables, DISTRIBUTION_FILE, DISTRIBUTION_TERMS, EML_FILE, emlXml, META_FILE, metaXml, REFERENCE_FILE, REFERENCE_TERMS, tabSeparated, TAXON_FILE, TAXON_TERMS,
  type ChecklistGroup, type DarwinCoreOptions, type EmlOptions,
} from '../derived/darwin-core.ts';
import type { SiteConfig } from '../parse/site-config.ts';

export type ArchiveOptions = DarwinCoreOptions & EmlOptions;

/**
 * Every checklist as one Darwin Core Archive: a zip of meta.xml, eml.xml, taxon.txt and distribution.txt, and
 * references.txt (GBIF Reference extension) when the bibliography is given and some citation resolves.
 */
export function darwinCoreArchive(config: SiteConfig, groups: readonly ChecklistGroup[], options: ArchiveOptions = {}): Uint8Array {
  const { taxa, distributions, references } = darwinCoreTables(groups, options);
  const withReferences = references.length > 0;
  // A fixed date keeps the archive byte-identical from build to build of the same content.
  const mtime = new Date(Date.UTC(config.citation.year, 0, 1));
  return zipSync(
    {
      [META_FILE]: strToU8(metaXml({ references: withReferences })),
      [EML_FILE]: strToU8(emlXml(config, taxa.length, options)),
      [TAXON_FILE]: strToU8(tabSeparated(TAXON_TERMS, taxa)),
      [DISTRIBUTION_FILE]: strToU8(tabSeparated(DISTRIBUTION_TERMS, distributions)),
      ...(withReferences ? { [REFERENCE_FILE]: strToU8(tabSeparated(REFERENCE_TERMS, references)) } : {}),
    },
    { level: 9, mtime },
  );
}
