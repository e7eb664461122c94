import { Fragment } from 'react';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue's sentence with the file names it mentions set as code, as the tables beside it set them:
 * "meta.xml says which file holds which term" → <code>meta.xml</code> says…. The sentence stays one text in the
 * catalogue (its word order is the language's), and the rest of it is shown as written.
 */
export function FileNamesInText({ text, names }: { text: string; names: readonly string[] }) {
  const named = names.filter((name) => name !== '');
  if (named.length === 0) return text;
  const parts = text.split(new RegExp(`(${named.map(escapeForPattern).join('|')})`));
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? <code>{part}</code> : part}</Fragment>);
}
