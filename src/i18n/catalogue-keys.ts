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

/**
 * Every text of a catalogue, message functions called with sample values (3, then 7, for numbers and words alike; a
 * day for a date's message):
 * what a scan of the other language's pages looks for.
 */
export function catalogueTexts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const message = value as (...args: unknown[]) => unknown;
      const args = Array.from({ length: message.length }, (_, index) => (index === 0 ? 3 : 7));
      let text: unknown;
      try {
        text = message(...args);
      } catch {
        text = message(new Date(2026, 2, 5)); // a date's message
      }
      return typeof text === 'string' ? [text] : [];
    }
    return value !== null && typeof value === 'object' ? catalogueTexts(value) : [];
  });
}
