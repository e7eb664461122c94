import { typesetScientificName } from '../parse/scientific-name.ts';
import { citationAuthors, citedWork, type SiteConfig } from '../parse/site-config.ts';

type Citation = SiteConfig['citation'];

/**
 * One page of the site as it is cited: its title, full address and the day it was viewed, and the address of the DOI
 * of the version it belongs to (site.json's current release), when that version has one. `titleIsName`: the title is a
 * species name, typeset as one wherever the citation can carry italics.
 */
export type CitedPage = { title: string; url: string; accessed?: Date | undefined; versionDoiUrl?: string | null | undefined; titleIsName?: boolean };

/** A CSL-JSON item (the fields this site fills), the input of citation-js. */
export type CslItem = {
  id: string;
  type: 'webpage';
  title: string;
  'container-title': string;
  author: { family: string; given?: string }[];
  issued: { 'date-parts': [[number]] };
  version: string;
  URL: string;
  /** The work and version the page belongs to, with the version's DOI: BibTeX and RIS keep no container or version. */
  note: string;
  accessed?: { 'date-parts': [[number, number, number]] };
};

/** "Islami, B." → { family: "Islami", given: "B." }; a name without a comma is kept whole. */
function cslName(author: string): CslItem['author'][number] {
  const [family, ...given] = author.split(',').map((part) => part.trim());
  return given.length && given.join(', ') ? { family: family ?? author, given: given.join(', ') } : { family: author.trim() };
}

/**
 * The title in CSL's rich text: a species name's italic parts in `<i>` (a name holds no `<` or `&` to escape), which
 * citation-js writes as `\textit{…}` in BibTeX.
 */
function cslTitle({ title, titleIsName }: CitedPage): string {
  if (!titleIsName) return title;
  return typesetScientificName(title)
    .segments.map((segment) => (segment.italic ? `<i>${segment.text}</i>` : segment.text))
    .join('');
}

/**
 * The page as a CSL-JSON item: a web page inside the site's work, by the site's authors; its note names the work, the
 * version and the version's DOI, as the text citation does.
 */
export function pageCslItem(citation: Citation, page: CitedPage): CslItem {
  const id = `${citation.title} ${page.title}`.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return {
    id,
    type: 'webpage',
    title: cslTitle(page),
    'container-title': citation.title,
    author: citation.authors.map(cslName),
    issued: { 'date-parts': [[citation.year]] },
    version: String(citation.version),
    URL: page.url,
    note: `${citedWork(citation)}${page.versionDoiUrl ? ` ${page.versionDoiUrl}.` : ''}`,
    ...(page.accessed ? { accessed: { 'date-parts': [[page.accessed.getFullYear(), page.accessed.getMonth() + 1, page.accessed.getDate()]] } } : {}),
  };
}

/** The day a page is viewed, as Albanian texts write it: 05.03.2026. */
export function formatViewedDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** The words a page citation is written with, in the page's language (the catalogue's `cite`); Albanian by default. */
export type CitationWords = { inWork: string; viewedOn: string; date: (date: Date) => string };

const ALBANIAN_WORDS: CitationWords = { inWork: 'Në:', viewedOn: 'parë më', date: formatViewedDate };

/** The lead around a page's title: "Islami, B. … & Geci, D. (2025). " and ". Në: Fauna of Kosovo. Version 2.". */
export function pageCitationFrame(citation: Citation, words: CitationWords = ALBANIAN_WORDS): { before: string; after: string } {
  return { before: `${citationAuthors(citation)} (${citation.year}). `, after: `. ${words.inWork} ${citedWork(citation)}` };
}

/** "Islami, B. … & Geci, D. (2025). Odonata. Në: Fauna of Kosovo. Version 2." (address and date follow); "In:" in English. */
export function pageCitationLead(citation: Citation, title: string, words: CitationWords = ALBANIAN_WORDS): string {
  const { before, after } = pageCitationFrame(citation, words);
  return `${before}${title}${after}`;
}

/**
 * The full text a reader copies: lead, the version's DOI when it has one (as a chapter is cited with its book's DOI),
 * the page's address, and the day viewed.
 */
export function pageCitationText(citation: Citation, page: CitedPage, words: CitationWords = ALBANIAN_WORDS): string {
  const doi = page.versionDoiUrl ? ` ${page.versionDoiUrl}.` : '';
  const viewed = page.accessed ? ` (${words.viewedOn} ${words.date(page.accessed)})` : '';
  return `${pageCitationLead(citation, page.title, words)}${doi} ${page.url}${viewed}.`;
}
