import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';

export type TextLocation = { line: number; column: number };

/** 1-based line and column of the value at `path` in a JSON text (of its nearest existing parent if absent). */
export function locateJsonPath(text: string, path: JSONPath): TextLocation {
  const root = parseTree(text);
  if (!root) return { line: 0, column: 0 };
  let node = findNodeAtLocation(root, path);
  for (let depth = path.length - 1; !node && depth >= 0; depth--) node = findNodeAtLocation(root, path.slice(0, depth));
  // A key's value is reported at its key ("name": …), where a maintainer looks for it.
  const at = node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0);
  return locateOffset(text, at);
}

export function locateOffset(text: string, offset: number): TextLocation {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
