// Loaded only when a reader asks for a citation file (dynamic import): citation-js is not in the first-load JS.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslItem } from './page-citation.ts';

export type CitationFormat = 'bibtex' | 'ris' | 'csl-json';

export const CITATION_FILES: Record<CitationFormat, { extension: string; mediaType: string; label: string }> = {
  bibtex: { extension: 'bib', mediaType: 'application/x-bibtex', label: 'BibTeX' },
  ris: { extension: 'ris', mediaType: 'application/x-research-info-systems', label: 'RIS' },
  'csl-json': { extension: 'json', mediaType: 'application/vnd.citationstyles.csl+json', label: 'CSL-JSON' },
};

/**
 * The item as a BibTeX, RIS or CSL-JSON file's text. RIS has no italics: its title is the plain text of CSL's rich
 * text (BibTeX and CSL-JSON keep them).
 */
export function formatCitationFile(item: CslItem, format: CitationFormat): string {
  const cite = new Cite([format === 'ris' ? { ...item, title: item.title.replace(/<\/?i>/g, '') } : item]);
  const text = cite.format(format === 'csl-json' ? 'data' : format, { format: 'text' });
  return typeof text === 'string' ? text : JSON.stringify(text);
}
