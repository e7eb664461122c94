// The prerendered pages as documents: parsed with htmlparser2, edited as a tree (domhandler, domutils), written back
// with dom-serializer (docs/decisions/0018-html-parser-and-typed-start.md). Nothing in scripts/build matches HTML with
// a pattern.
//
// Parsing keeps the page's own bytes wherever nothing is edited: entities stay as written (a value is decoded when
// read and escaped when written, by `attribute` and `setAttribute`), attribute names keep their case (React writes
// `charSet`), and the text of <script> and <style> is never touched, so the hashes of the page's policy, computed from
// that text, stay true. What changes in the written page is only the form, not the document a browser builds from it:
// void elements end in `>` rather than `/>`, attributes without a value are written bare (`async`, not `async=""`),
// and SVG elements without children close themselves (`<path …/>`).
import render from 'dom-serializer';
import { Element, Text, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { appendChild, findAll, findOne } from 'domutils';
import { decodeHTMLAttribute, escapeAttribute } from 'entities';
import { parseDocument } from 'htmlparser2';

export type { Document, Element };

export function parsePage(html: string): Document {
  return parseDocument(html, { decodeEntities: false, lowerCaseAttributeNames: false });
}

export function serializePage(document: Document): string {
  return render(document, { decodeEntities: false, emptyAttrs: false });
}

/** Every element under `root` (in document order) that `test` accepts. */
export function elements(root: ParentNode | AnyNode[], test: (element: Element) => boolean = () => true): Element[] {
  return findAll(test, root);
}

/** The document's <head> or <body>; an error when it has none. */
export function part(document: Document, name: 'head' | 'body'): Element {
  const found = findOne((element) => element.name === name, document);
  if (!found) throw new Error(`page has no <${name}>`);
  return found;
}

/** The attribute's key as written in the element (names are case-insensitive: React writes `charSet`). */
function key(element: Element, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.keys(element.attribs).find((written) => written.toLowerCase() === wanted);
}

/** The value of an attribute, entities decoded; undefined when absent. */
export function attribute(element: Element, name: string): string | undefined {
  const written = key(element, name);
  return written === undefined ? undefined : decodeHTMLAttribute(element.attribs[written]!);
}

/** Sets an attribute (escaped), in the place of `replacing` or of an attribute of the same name when there is one. */
export function setAttribute(element: Element, name: string, value: string, replacing = name): void {
  const old = key(element, replacing) ?? key(element, name);
  const escaped = escapeAttribute(value);
  if (old === undefined) {
    element.attribs[name] = escaped;
    return;
  }
  element.attribs = Object.fromEntries(Object.entries(element.attribs).map(([written, current]) => (written === old ? [name, escaped] : [written, current])));
}

export function removeAttribute(element: Element, name: string): void {
  const written = key(element, name);
  if (written !== undefined) delete element.attribs[written];
}

/** Whether a space-separated attribute (`rel`) holds `token`. */
export function hasToken(element: Element, name: string, token: string): boolean {
  return (attribute(element, name) ?? '').toLowerCase().split(/\s+/).includes(token);
}

/** The text of a <script> or <style> element, exactly as in the page. */
export function rawText(element: Element): string {
  return element.children.map((child) => (child instanceof Text ? child.data : '')).join('');
}

/** Replaces the text of a <script> or <style> element; it must not end the element early. */
export function setRawText(element: Element, text: string): void {
  if (text.toLowerCase().includes(`</${element.name}`)) throw new Error(`text for <${element.name}> contains "</${element.name}": it cannot be inlined`);
  for (const child of element.children) child.parent = null;
  element.children = [];
  appendChild(element, new Text(text));
}

/** A new element with these attributes (escaped when written) and, for <script> and <style>, this text. */
export function createElement(name: string, attributes: Record<string, string> = {}, text?: string): Element {
  const element = new Element(name, {});
  for (const [attributeName, value] of Object.entries(attributes)) setAttribute(element, attributeName, value);
  if (text !== undefined) setRawText(element, text);
  return element;
}
