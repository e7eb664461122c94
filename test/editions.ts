// What a walk over both editions reads of a page (its language, its language switch, its hreflang twins) and the
// scan of an English page for the Albanian interface's words (issue 20's acceptance; e2e/editions.spec.ts).
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { catalogueTexts } from '../src/i18n/catalogue-keys.ts';

export type EditionSignals = {
  /** `<html lang>`. */
  lang: string | null;
  /** The language switch's href (`a.language-switch`), if any. */
  switchHref: string | null;
  /** hreflang → href of the page's `<link rel="alternate">`s. */
  alternates: Record<string, string>;
  /** Open Graph's `og:locale` and its `og:locale:alternate`s. */
  ogLocale: string | null;
  ogAlternates: string[];
};

const isElement = (node: ChildNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

function* elements(nodes: readonly ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    yield node;
    yield* elements(node.children);
  }
}

/** The language signals of a page's HTML. */
export function editionSignals(html: string): EditionSignals {
  const document = parseDocument(html);
  const signals: EditionSignals = { lang: null, switchHref: null, alternates: {}, ogLocale: null, ogAlternates: [] };
  for (const element of elements(document.children)) {
    const { attribs } = element;
    if (element.name === 'html') signals.lang = attribs.lang ?? null;
    if (element.name === 'a' && (attribs.class ?? '').split(/\s+/).includes('language-switch')) signals.switchHref = attribs.href ?? null;
    if (element.name === 'link' && attribs.rel === 'alternate' && attribs.hreflang && attribs.href) signals.alternates[attribs.hreflang] = attribs.href;
    if (element.name === 'meta' && attribs.property === 'og:locale') signals.ogLocale = attribs.content ?? null;
    if (element.name === 'meta' && attribs.property === 'og:locale:alternate') signals.ogAlternates.push(attribs.content ?? '');
  }
  return signals;
}

/** Attributes whose values a visitor reads or hears. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'content'] as const;

/**
 * The texts of a page a visitor reads, in the page's own language: text and read attributes (and the description
 * meta tags), leaving out scripts, styles and every element marked with another `lang` (content given in Albanian,
 * marked as such, is allowed on an English page).
 */
export function textsInPageLanguage(html: string): string[] {
  const document = parseDocument(html);
  const root = document.children.find((node): node is Element => isElement(node) && node.name === 'html');
  const pageLang = root?.attribs.lang ?? '';
  const texts: string[] = [];
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        texts.push(node.data);
        continue;
      }
      if (!isElement(node) || node.type !== 'tag') continue;
      const { attribs } = node;
      if (attribs.lang && attribs.lang !== pageLang && node !== root) continue;
      for (const name of READ_ATTRIBUTES) {
        const value = attribs[name];
        if (value === undefined) continue;
        if (name === 'content' && !(node.name === 'meta' && /description|title/.test(`${attribs.name ?? ''}${attribs.property ?? ''}`))) continue;
        texts.push(value);
      }
      visit(node.children);
    }
  };
  visit(document.children);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Sample values catalogueTexts fills message functions with, and the date's Albanian and English forms. */
const SAMPLE_VALUES = /\b[37]\b|05\.03\.2026|5 March 2026/g;

/**
 * The words of one catalogue to look for on the other language's pages: each text, message functions split at their
 * sample values into their fixed parts; only parts with a word of four letters or more, and none the other catalogue
 * also has (names such as "GBIF" or "BibTeX" are the same in both).
 */
export function interfaceFragments(catalogue: object, other: object): string[] {
  const otherTexts = catalogueTexts(other);
  const fragments = catalogueTexts(catalogue)
    .flatMap((text) => text.split(SAMPLE_VALUES))
    .map((part) => part.replace(/^[\s,.:;·–—()…]+|[\s,.:;·–—()…]+$/g, ''))
    .filter((part) => /\p{L}{4,}/u.test(part));
  // A word the other catalogue also writes ("Loading", "GBIF") says nothing of the page's language.
  return [...new Set(fragments)].filter((fragment) => foreignFragments(otherTexts, [fragment]).length === 0);
}

/** The fragments found in a page's texts, as whole words (not inside a longer word). */
export function foreignFragments(texts: readonly string[], fragments: readonly string[]): string[] {
  const found = new Set<string>();
  for (const fragment of fragments) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
    if (texts.some((text) => pattern.test(text))) found.add(fragment);
  }
  return [...found];
}
