import * as v from 'valibot';

/**
 * A content text's English twin: the same key with `En` after it (`label` → `labelEn`, `description` →
 * `descriptionEn`), optional everywhere (docs/decisions/0023). Trimmed and NFC-normalised; a missing key, null
 * or "" all mean "no English given", and the English pages then show the Albanian text marked as Albanian.
 */
export const englishText = v.optional(
  v.pipe(
    v.nullable(v.string('must be text in double quotes, or null')),
    v.transform((value) => value?.normalize('NFC').trim() || null),
  ),
);

/** The kinds of text that have an English twin, in the order check-content counts them: [singular, plural]. */
export const ENGLISH_TEXT_KINDS = {
  groupLabel: ['group label', 'group labels'],
  introduction: ['home-page introduction', 'home-page introductions'],
  endemicTitle: ['endemic group title', 'endemic group titles'],
  endemicDescription: ['endemic description', 'endemic descriptions'],
  endemicConservation: ['endemic conservation status', 'endemic conservation statuses'],
} as const;
export type EnglishTextKind = keyof typeof ENGLISH_TEXT_KINDS;

/** One text that may have an English twin: where the twin goes, and whether the content gives it. */
export type EnglishTwin = {
  kind: EnglishTextKind;
  file: string;
  /** 1-based line and column of the Albanian text, beside which the English one is written. */
  line: number;
  column: number;
  /** The key to add, readable by a maintainer: 'groups[0].labelEn ("Merimangat")'. */
  field: string;
  given: boolean;
};
