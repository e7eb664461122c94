/**
 * The paths of a catalogue's texts ("checklist.columns.nr"), each with its kind: a text or a message function.
 * Two catalogues agree when their paths and kinds are the same (messages.test.ts).
 */
export function messagePaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [`${path}()`];
    if (value !== null && typeof value === 'object') return messagePaths(value, path);
    return [path];
  });
}

/** The paths (with kinds) one catalogue has and the other lacks, both ways. */
export function catalogueDifferences(a: object, b: object): { onlyInFirst: string[]; onlyInSecond: string[] } {
  const first = new Set(messagePaths(a));
  const second = new Set(messagePaths(b));
  return { onlyInFirst: [...first].filter((path) => !second.has(path)), onlyInSecond: [...second].filter((path) => !first.has(path)) };
}
