// Small, exact edits of the prerendered HTML. React writes it (attribute values escaped, no `>` inside a tag), so
// tags can be found with patterns; the contents of <script> and <style> are kept apart so that nothing in them is
// taken for markup.

/** A <script> or <style> element of a page: its opening tag, its text, and where it sits. */
export type RawTextElement = { tag: 'script' | 'style'; attributes: string; text: string; start: number; end: number };

const RAW_TEXT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

export function rawTextElements(html: string): RawTextElement[] {
  return [...html.matchAll(RAW_TEXT)].map((match) => ({
    tag: match[1]!.toLowerCase() as 'script' | 'style',
    attributes: match[2]!,
    text: match[3]!,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Applies `edit` to the markup between the <script> and <style> elements (not to their text). */
export function editMarkup(html: string, edit: (markup: string) => string): string {
  let out = '';
  let at = 0;
  for (const element of rawTextElements(html)) {
    const textStart = html.indexOf('>', element.start) + 1;
    out += edit(html.slice(at, textStart)) + element.text;
    at = textStart + element.text.length;
  }
  return out + edit(html.slice(at));
}

/** The value of an attribute in an opening tag, entities decoded; undefined when absent. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]!) : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity);
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Text for a <style> element: it must not close the element early. */
export function styleText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('CSS contains "</style": it cannot be inlined');
  return css;
}

/** The index where `<head>`'s content ends (its closing tag). */
export function headEnd(html: string): number {
  const index = html.indexOf('</head>');
  if (index < 0) throw new Error('page has no </head>');
  return index;
}
