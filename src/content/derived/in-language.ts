import type { AnimalGroup } from '../parse/site-config.ts';

/**
 * Content texts in the page's language: the owners' English where they give it, else the Albanian text marked as
 * Albanian, never an empty block (docs/decisions/0023).
 */

/** The languages of the content: Albanian (the site's own) and English (optional, text by text). */
export type ContentLanguage = 'sq' | 'en';

/** A text to show, with the language it is written in (for the element's `lang`). */
export type TextInLanguage = { text: string; lang: ContentLanguage };

/** A content text: its Albanian form and, when the owners give it, its English twin. */
export type TwoLanguages = { sq: string; en?: string | null | undefined };

/**
 * The text for a page in `lang`: on English pages the English twin when it is given (not blank), else the Albanian
 * text with `lang: 'sq'`; on Albanian pages always the Albanian text.
 */
export function inLanguage(text: TwoLanguages, lang: ContentLanguage): TextInLanguage {
  const english = text.en?.trim();
  return lang === 'en' && english ? { text: english, lang: 'en' } : { text: text.sq, lang: 'sq' };
}

/** The keys of `T` whose English twin is the same key with `En` after it (`label` and `labelEn`). */
type TwinnedKey<T> = {
  [K in keyof T & string]: T[K] extends string | null | undefined ? (`${K}En` extends keyof T ? K : never) : never;
}[keyof T & string];

/**
 * A field of a parsed content record with its English twin, in the page's language:
 * `fieldInLanguage(group, 'label', 'en')` → `{ text: 'Spiders', lang: 'en' }`, or `{ text: 'Merimangat', lang: 'sq' }`
 * when site.json gives no `labelEn`. Null when the record has no Albanian text either (an unknown conservation
 * status, a species without a description): the page shows nothing rather than an empty block.
 */
export function fieldInLanguage<T extends object, K extends TwinnedKey<T>>(record: T, key: K, lang: ContentLanguage): TextInLanguage | null {
  const values = record as Record<string, unknown>;
  const sq = values[key];
  if (typeof sq !== 'string' || sq.trim() === '') return null;
  const en = values[`${key}En`];
  return inLanguage({ sq, en: typeof en === 'string' ? en : null }, lang);
}

/**
 * An animal group's name as a page in `lang` shows it: Albanian pages show the group's name, as they always have;
 * English pages its English label (`labelEn`), else its Albanian label marked as Albanian.
 */
export function groupLabelIn(groups: readonly AnimalGroup[], groupName: string, lang: ContentLanguage): TextInLanguage {
  const group = groups.find((candidate) => candidate.name === groupName);
  if (lang === 'sq' || !group) return { text: groupName, lang: 'sq' };
  return fieldInLanguage(group, 'label', lang) ?? { text: groupName, lang: 'sq' };
}
