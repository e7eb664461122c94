import { describe, expect, it } from 'vitest';
import { itUnless, OWNERS_MISSING } from '../../test/skip-unless.ts';
import { citationView, rowCitations, rowTaxon, withoutEnclosingParentheses, type CitationView } from '../content/derived/citations.ts';
import { darwinCoreTables } from '../content/derived/darwin-core.ts';
import { contentSource } from '../content/node/content-dir.server.ts';
import { loadContent, type SiteContent } from '../content/node/load-content.server.ts';
import { typesetScientificName } from '../content/parse/scientific-name.ts';
import { citationsFor, type ViewRow } from '../features/checklists/checklist-view.ts';
import { speciesPageData } from '../features/species/species-page-data.ts';
import { OWNERS_CONTENT } from '../../test/owners-content.ts';

// Issue 19, item 6: the checklist row, the species page and the Darwin Core Archive name the same publications for
// every record, whatever the resolver decides.

/** Every record's citations as each of the three shows them: `group:line` → what it links to. */
function sourcesOfEachRecord(content: SiteContent) {
  const { citations, references } = content;
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  const row = new Map<string, string>();
  const page = new Map<string, string>();
  const archive = new Map<string, string>();
  const anchors = (view: CitationView | undefined) => JSON.stringify(view ?? null);

  for (const [group, { rows }] of content.checklists) {
    const tuples = rows.map((record): ViewRow => [record.klasa, record.rendi, record.familja, record.lloji, record.referenca]);
    // What the checklist page gets (group.tsx, and citations.json after a client-side navigation).
    const views = rowCitations(tuples, (cell, tuple) => citationView(citations.resolve(cell, tuple && { group, ...rowTaxon(tuple) })));
    rows.forEach((record, index) => record.referenca && row.set(`${group}:${record.line}`, anchors(citationsFor(views, tuples[index]!))));
  }

  for (const species of content.species.species) {
    const data = speciesPageData(species, { catalogue: content.species, endemic: content.endemic, gallery: [], photos: {}, references, resolve: citations.resolve });
    const cited = species.records.filter((record) => record.referenca !== '');
    cited.forEach((record, index) => page.set(`${record.group}:${record.line}`, anchors(data.sources[index]!.citations)));
  }

  // The archive: one Reference row per taxon and resolved publication.
  const groups = [...content.checklists].map(([name, { rows }]) => ({ name, rows }));
  const tables = darwinCoreTables(groups, { references, resolve: citations.resolve });
  const archived = new Set(tables.references.map((reference) => `${reference.taxonID}\n${reference.bibliographicCitation}`));
  for (const [group, { rows }] of content.checklists) {
    for (const record of rows) {
      if (!record.referenca) continue;
      const taxonID = typesetScientificName(record.lloji).canonical;
      const view = JSON.parse(row.get(`${group}:${record.line}`)!) as CitationView | null;
      const missing = (view ?? []).flatMap(([, anchor]) => {
        const reference = anchor === null ? undefined : references.find((entry) => `ref-${entry.id}` === anchor);
        return reference && taxonID && !archived.has(`${taxonID}\n${byId.get(reference.id)!.plainText}`) ? [anchor] : [];
      });
      archive.set(`${group}:${record.line}`, JSON.stringify(missing));
    }
  }
  return { row, page, archive };
}

function expectAgreement(content: SiteContent) {
  const { row, page, archive } = sourcesOfEachRecord(content);
  expect(row.size).toBeGreaterThan(0);
  // The species page names the source in a sentence, without the parentheses around the whole cell (and only so).
  const named = (view: string) => JSON.stringify(withoutEnclosingParentheses(JSON.parse(view) ?? []));
  const disagreeing = [...row].filter(([record, view]) => page.get(record) !== named(view)).map(([record]) => record);
  expect(disagreeing, 'records whose species page cites otherwise than their checklist row').toEqual([]);
  const notArchived = [...archive].filter(([, missing]) => missing !== '[]');
  expect(notArchived, "records whose resolved publications the archive's Reference rows lack").toEqual([]);
}

describe('the checklist row, the species page and the archive cite the same publications', () => {
  it('in the default content', () => {
    expectAgreement(loadContent(contentSource(undefined)) as SiteContent);
  });

  itUnless(OWNERS_MISSING)("in the owners' content", () => {
    expectAgreement(loadContent(contentSource(OWNERS_CONTENT)) as SiteContent);
  });
});
