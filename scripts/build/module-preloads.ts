// React Router lists every module of the first route as <link rel="modulepreload"> in <head>: they would be
// requested ahead of the page's own bytes and compete with them before the first paint. They move to the end of
// the body, just ahead of the module script that needs them, so they start once the content has been parsed.
import { headEnd } from './html-text.ts';

const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*>/gi;
const MODULE_SCRIPT = /<script\b[^>]*\stype="module"[^>]*>/i;

export function moveModulePreloads(html: string): string {
  const end = headEnd(html);
  const links: string[] = [];
  const head = html.slice(0, end).replace(MODULE_PRELOAD, (link) => {
    links.push(link);
    return '';
  });
  if (links.length === 0) return html;
  const body = html.slice(end);
  const script = MODULE_SCRIPT.exec(body);
  const at = script ? script.index : body.lastIndexOf('</body>');
  if (at < 0) throw new Error('page has neither a module script nor </body>');
  return head + body.slice(0, at) + links.join('') + body.slice(at);
}
