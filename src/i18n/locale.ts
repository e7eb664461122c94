// The languages of the interface and their formatting rules: plurals and order from the platform's Intl (docs/decisions/0022),
// numbers and days written out (0052).

export type Locale = 'sq' | 'en';

/** Each language by its own name, as a language switch offers it: the same on the pages of both languages. */
export const LANGUAGE_AUTONYMS: Record<Locale, string> = { sq: 'Shqip', en: 'English' };

/** The other edition's language (the site has two). */
export const otherLocale = (locale: Locale): Locale => (locale === 'sq' ? 'en' : 'sq');

/** The plural forms a message gives: `other` always, `one` (and the rest) where the language has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** The form of `forms` for `count` by the language's plural rules (CLDR): sq and en both say one/other. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const rule = cached(`plural:${locale}`, () => new Intl.PluralRules(locale)).select(count);
  return forms[rule] ?? forms.other;
}

/**
 * A number as the language writes it: 1949 (sq), 1,949 (en); 12 345 (sq), 12,345 (en). Both by their CLDR rules written
 * out here, tested equal to Node's full ICU: Chromium's Intl has no Albanian data (it would write en-US's 1,949 and
 * differ from the prerendered page), and making an English `Intl.NumberFormat` cost a page 10–90 ms in Chromium
 * (docs/decisions/0052).
 */
export function formatNumber(locale: Locale, value: number): string {
  return locale === 'sq' ? writtenNumber(value, 5, '\u00a0', ',') : writtenNumber(value, 4, ',', '.');
}

/** Groups of three joined by `separator` from `groupFrom` integer digits on; the fraction as it is, after `decimal`. */
function writtenNumber(value: number, groupFrom: number, separator: string, decimal: string): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, separator) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A day as the language writes it in a citation: 05.03.2026 (sq), 5 March 2026 (en, as en-GB's long date). Written out:
 * Chromium has no Albanian data, and an English `Intl.DateTimeFormat` cost a page 15–40 ms to make (0052).
 */
export function formatDate(locale: Locale, date: Date): string {
  if (locale === 'sq') {
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }
  return `${date.getDate()} ${ENGLISH_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * The language's alphabetical order (sq: 'Ç' after 'C', 'Dh' after 'D', 'Ë' after 'E'). Where the runtime has no
 * Albanian collation (Chromium), Intl falls back to the root order, as the checklist's sort always has.
 */
export function collator(locale: Locale): Intl.Collator {
  return cached(`collator:${locale}`, () => new Intl.Collator(locale));
}
