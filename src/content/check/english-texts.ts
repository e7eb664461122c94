import { ENGLISH_TEXT_KINDS, type EnglishTextKind, type EnglishTwin } from '../parse/english-twins.ts';

/** How a maintainer asks check-content for the list of texts without English. */
export const ENGLISH_LIST_COMMAND = '`npm run check-content -- --english`';

const plural = (count: number, [one, many]: readonly [string, string]) => (count === 1 ? one : many);

/** Per kind of text: how many there are and how many have their English twin (kinds the content lacks left out). */
export function englishCounts(twins: readonly EnglishTwin[]): { kind: EnglishTextKind; given: number; total: number }[] {
  return (Object.keys(ENGLISH_TEXT_KINDS) as EnglishTextKind[]).flatMap((kind) => {
    const ofKind = twins.filter((twin) => twin.kind === kind);
    return ofKind.length === 0 ? [] : [{ kind, given: ofKind.filter((twin) => twin.given).length, total: ofKind.length }];
  });
}

/**
 * What the content gives in English, as one line; with `list`, followed by every text without its English twin,
 * located, one a line. Missing English is neither an error nor a warning: the English pages show the Albanian text.
 *
 *     English: 13 of 13 group labels, 1 of 1 home-page introduction, 4 of 6 endemic group titles, 0 of 19 endemic
 *     descriptions; 21 texts without English (`npm run check-content -- --english` lists them)
 */
export function formatEnglishSummary(twins: readonly EnglishTwin[], list = false): string {
  const counts = englishCounts(twins);
  if (counts.length === 0) return 'English: no texts that take an English twin (site.json or endemic.json could not be read)';
  const missing = twins.filter((twin) => !twin.given);
  const figures = counts.map(({ kind, given, total }) => `${given} of ${total} ${plural(total, ENGLISH_TEXT_KINDS[kind])}`).join(', ');
  if (missing.length === 0) return `English: ${figures}; every text has its English twin`;
  const count = `${missing.length} ${missing.length === 1 ? 'text' : 'texts'} without English`;
  if (!list) return `English: ${figures}; ${count} (${ENGLISH_LIST_COMMAND} lists them)`;
  const lines = missing.map((twin) => `  ${twin.file}:${twin.line}:${twin.column}: no ${twin.field}`);
  return [`English: ${figures}; ${count}, where the English pages show the Albanian text:`, ...lines].join('\n');
}
