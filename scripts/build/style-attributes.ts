// A strict Content-Security-Policy ignores style="…" attributes in the HTML. Each one becomes a data attribute and
// a rule of the page's inline stylesheet; the same declarations share one rule. (Styles React sets in the browser
// go through the CSSOM, which the policy allows.)
import { decodeEntities, editMarkup } from './html-text.ts';

export const STYLE_ID_ATTRIBUTE = 'data-inline-style';

const TAG = /<[a-zA-Z][\w-]*\s[^>]*>/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/i;

/** Returns the page without style attributes, and the CSS that replaces them. */
export function moveStyleAttributes(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const edited = editMarkup(html, (markup) =>
    markup.replace(TAG, (tag) => {
      const match = STYLE_ATTRIBUTE.exec(tag);
      if (!match) return tag;
      const declarations = decodeEntities(match[1]!).trim();
      if (declarations === '') return tag.replace(match[0], '');
      let id = ids.get(declarations);
      if (id === undefined) ids.set(declarations, (id = ids.size));
      return tag.replace(match[0], ` ${STYLE_ID_ATTRIBUTE}="${id}"`);
    }),
  );
  const css = [...ids].map(([declarations, id]) => `[${STYLE_ID_ATTRIBUTE}="${id}"]{${declarations}}`).join('');
  if (/<\/style/i.test(css)) throw new Error('a style attribute contains "</style"');
  return { html: edited, css };
}
