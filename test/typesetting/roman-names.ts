// Where a page sets a species name in roman. A zoological name is set in italics wherever it stands (decision 0050);
// this reads a page's text as a visitor sees it, leaves out what is set in italics, and looks for the names the
// checklists list in what is left.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/** A name found in roman, with the text around it. */
export type RomanName = { name: string; context: string };

/** Whether an element's text is italic by the site's style rather than by its element (`.reference-species a`). */
export type ItalicByStyle = (element: Element, ancestors: readonly Element[]) => boolean;

/** Elements whose text is not the page's visible text. */
const UNSEEN = new Set(['head', 'script', 'style', 'template', 'title']);
/** Elements set in italics by the browser's own style sheet and used by the site for names. */
const ITALIC = new Set(['i', 'em']);
/** Elements that stand within a line: their text runs on with the text beside them. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Where italic text stood: it cannot be part of a roman name. */
const ITALIC_GAP = '\u0000';
/** Where a block (a paragraph, a cell, a list item) begins or ends: no name runs across it. */
const BLOCK_EDGE = '\u0001';
const CONTEXT = 50;

/** A genus, an optional subgenus in parentheses, and an epithet: `Carabus (Hygrocarabus) variolosus`. */
const BINOMIAL = /(?<![\p{L}-])(\p{Lu}\p{Ll}+)(?: \(\p{Lu}\p{Ll}+\))? (\p{Ll}+)(?![\p{L}-])/gu;

/**
 * The names of `species` ("Genus epithet", as the checklists list them) that an HTML page shows in roman: in its
 * visible text, outside `<i>`, `<em>` and what `italicByStyle` accepts.
 */
export function romanNames(html: string, species: ReadonlySet<string>, italicByStyle: ItalicByStyle = () => false): RomanName[] {
  const text = romanText(parseDocument(html).children, [], italicByStyle).replace(/\s+/g, ' ');
  return [...text.matchAll(BINOMIAL)]
    .filter((match) => species.has(`${match[1]} ${match[2]}`))
    .map((match) => ({ name: match[0], context: blockAround(text, match.index, match.index + match[0].length) }));
}

/** The text of the block around `start`–`end`, at most CONTEXT characters either side, italic gaps shown as '…'. */
function blockAround(text: string, start: number, end: number): string {
  const blockEnd = text.indexOf(BLOCK_EDGE, end);
  const from = Math.max(text.lastIndexOf(BLOCK_EDGE, start) + 1, start - CONTEXT);
  const to = Math.min(blockEnd === -1 ? text.length : blockEnd, end + CONTEXT);
  return text.slice(from, to).replaceAll(ITALIC_GAP, '…').trim();
}

/** The visible text of `nodes`, italic text replaced by a gap, each block between edges. */
function romanText(nodes: readonly ChildNode[], ancestors: readonly Element[], italicByStyle: ItalicByStyle): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.data;
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return '';
      if (UNSEEN.has(node.name)) return '';
      if (ITALIC.has(node.name) || italicByStyle(node, ancestors)) return ITALIC_GAP;
      const inner = romanText(node.children, [...ancestors, node], italicByStyle);
      return INLINE.has(node.name) ? inner : `${BLOCK_EDGE}${inner}${BLOCK_EDGE}`;
    })
    .join('');
}
