/**
 * The build inlines each page's stylesheets as <style data-href> beside their disabled <link> (see
 * scripts/build/inline-stylesheets.ts). After a client-side navigation, the styles whose link React Router has
 * removed belong to a route that was left: drop them, as React Router drops a left route's stylesheet.
 */
export function dropStylesOfLeftRoutes(document: Document): number {
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  let dropped = 0;
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    if (linked.has(style.dataset.href ?? null)) continue;
    style.remove();
    dropped++;
  }
  return dropped;
}
