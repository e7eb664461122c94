import type { ReactNode } from 'react';

/**
 * A catalogue's sentence with the file names it mentions set as code, as the tables beside it set them:
 * "meta.xml says which file holds which term" → <code>meta.xml</code> says…. The sentence stays one text in the
 * catalogue (its word order is the language's), and the rest of it is shown as written.
 */
export function FileNamesInText({ text, names }: { text: string; names: readonly string[] }) {
  const named = names.filter((name) => name !== '');
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const next = named
      .map((name) => ({ name, at: rest.indexOf(name) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0];
    if (!next) break;
    parts.push(rest.slice(0, next.at), <code key={parts.length}>{next.name}</code>);
    rest = rest.slice(next.at + next.name.length);
  }
  parts.push(rest);
  return parts;
}
