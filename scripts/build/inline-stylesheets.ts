// The CSS of a page goes into its <head>: no stylesheet request stands between the HTML and the first paint.
// Each stylesheet becomes a <style data-href="…"> in place of its link; the link stays (React hydrates the head
// and expects it) but `disabled`, so the browser neither fetches nor applies it. After a client-side navigation
// the app drops the inline styles of routes that were left (src/components/inlined-styles.ts) and React Router
// loads the new route's stylesheets as usual.
import { attribute, escapeAttribute, headEnd, styleText } from './html-text.ts';

const STYLESHEET_LINK = /<link\b[^>]*\srel="stylesheet"[^>]*>/gi;

/**
 * `readCss(href)` gives the CSS of a stylesheet link (undefined: leave that link alone). `extraCss` (the rules of
 * moved style attributes) is appended after the last stylesheet, in a <style> of its own.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | undefined, extraCss = ''): string {
  const end = headEnd(html);
  let head = html.slice(0, end).replace(STYLESHEET_LINK, (link) => {
    const href = attribute(link, 'href');
    const css = href === undefined ? undefined : readCss(href);
    if (css === undefined) return link;
    const disabled = link.replace(/\s*\/?>$/, ' disabled=""/>');
    return `<style data-href="${escapeAttribute(href!)}">${styleText(css.trim())}</style>${disabled}`;
  });
  if (extraCss !== '') head += `<style>${styleText(extraCss)}</style>`;
  return head + html.slice(end);
}
