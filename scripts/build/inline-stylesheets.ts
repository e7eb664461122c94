// The CSS of a page goes into its <head>: no stylesheet request stands between the HTML and the first paint.
// Each stylesheet becomes a <style data-href="…"> in place of its link; the link stays (React hydrates the head
// and expects it) but `disabled`, so the browser neither fetches nor applies it. After a client-side navigation
// the app drops the inline styles of routes that were left (src/components/inlined-styles.ts) and React Router
// loads the new route's stylesheets as usual.
import { appendChild, prepend } from 'domutils';
import { attribute, createElement, elements, hasToken, part, setAttribute, type Document } from './html-document.ts';

/**
 * `readCss(href)` gives the CSS of a stylesheet link (undefined: leave that link alone). `extraCss` (the rules of
 * moved style attributes) is appended after the last stylesheet, in a <style> of its own.
 */
export function inlineStylesheets(document: Document, readCss: (href: string) => string | undefined, extraCss = ''): void {
  const head = part(document, 'head');
  for (const link of elements(head, (element) => element.name === 'link' && hasToken(element, 'rel', 'stylesheet'))) {
    const href = attribute(link, 'href');
    const css = href === undefined ? undefined : readCss(href);
    if (css === undefined) continue;
    prepend(link, createElement('style', { 'data-href': href! }, css.trim()));
    setAttribute(link, 'disabled', '');
  }
  if (extraCss !== '') appendChild(head, createElement('style', {}, extraCss));
}
