// A strict Content-Security-Policy ignores style="…" attributes in the HTML. Each one becomes a data attribute and
// a rule of the page's inline stylesheet; the same declarations share one rule. (Styles React sets in the browser
// go through the CSSOM, which the policy allows.)
import { attribute, elements, removeAttribute, setAttribute, type Document } from './html-document.ts';

export const STYLE_ID_ATTRIBUTE = 'data-inline-style';

/** Moves the page's style attributes into CSS, which it returns (a rule per distinct declarations). */
export function moveStyleAttributes(document: Document): string {
  const ids = new Map<string, number>();
  for (const element of elements(document, (candidate) => attribute(candidate, 'style') !== undefined)) {
    const declarations = attribute(element, 'style')!.trim();
    if (declarations === '') {
      removeAttribute(element, 'style');
      continue;
    }
    let id = ids.get(declarations);
    if (id === undefined) ids.set(declarations, (id = ids.size));
    setAttribute(element, STYLE_ID_ATTRIBUTE, String(id), 'style');
  }
  return [...ids].map(([declarations, id]) => `[${STYLE_ID_ATTRIBUTE}="${id}"]{${declarations}}`).join('');
}
