import { strToU8, zipSync } from 'fflate';
import { darwinCoreTables, DISTRIBUTION_FILE, DISTRIBUTION_TERMS, emlXml, metaXml, tabSeparated, TAXON_FILE, TAXON_TERMS, type ChecklistGroup } from './darwin-core.ts';
import type { SiteConfig } from './site-config.ts';

/** Every checklist as one Darwin Core Archive (a zip of meta.xml, eml.xml, taxon.txt and distribution.txt). */
export function darwinCoreArchive(config: SiteConfig, groups: readonly ChecklistGroup[]): Uint8Array {
  const { taxa, distributions } = darwinCoreTables(groups);
  // A fixed date keeps the archive byte-identical from build to build of the same content.
  const mtime = new Date(Date.UTC(config.citation.year, 0, 1));
  return zipSync(
    {
      'meta.xml': strToU8(metaXml()),
      'eml.xml': strToU8(emlXml(config, taxa.length)),
      [TAXON_FILE]: strToU8(tabSeparated(TAXON_TERMS, taxa)),
      [DISTRIBUTION_FILE]: strToU8(tabSeparated(DISTRIBUTION_TERMS, distributions)),
    },
    { level: 9, mtime },
  );
}
