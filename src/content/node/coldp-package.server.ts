import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { COLDP_ENTITIES, COLDP_METADATA_FILE, coldpTables, type ColdpMetadata, type ColdpOptions } from '../derived/coldp.ts';
import { tabSeparated, type ChecklistGroup } from '../derived/darwin-core.ts';
import type { SiteConfig } from '../parse/site-config.ts';

/** metadata.yaml, written by a YAML library: every value a string or a list of agents, quoted where YAML needs it. */
export function metadataYaml(metadata: ColdpMetadata): string {
  return `# Catalogue of Life Data Package (ColDP 1.2) metadata: https://github.com/CatalogueOfLife/coldp\n${stringify(metadata, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

/**
 * Every checklist as one Catalogue of Life Data Package: a zip of metadata.yaml, NameUsage.tsv, Reference.tsv,
 * Distribution.tsv and, when there are common names, VernacularName.tsv (tab-separated, no quoting, UTF-8).
 */
export function coldpPackage(config: SiteConfig, groups: readonly ChecklistGroup[], options: ColdpOptions = {}): Uint8Array {
  const { nameUsages, references, distributions, vernacularNames, metadata } = coldpTables(config, groups, options);
  // A fixed date keeps the package byte-identical from build to build of the same content.
  const mtime = new Date(Date.UTC(config.citation.year, 0, 1));
  return zipSync(
    {
      [COLDP_METADATA_FILE]: strToU8(metadataYaml(metadata)),
      ...table(COLDP_ENTITIES.nameUsage, nameUsages),
      ...table(COLDP_ENTITIES.reference, references),
      ...table(COLDP_ENTITIES.distribution, distributions),
      ...(vernacularNames.length > 0 ? table(COLDP_ENTITIES.vernacularName, vernacularNames) : {}),
    },
    { level: 9, mtime },
  );
}

/** One entity's file in the zip. */
function table<T extends string>(entity: { file: string; terms: readonly T[] }, records: readonly Record<T, string>[]): Record<string, Uint8Array> {
  return { [entity.file]: strToU8(tabSeparated(entity.terms, records)) };
}
