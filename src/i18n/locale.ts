// The languages of the interface and their formatting rules, from the platform's Intl (docs/decisions/0022).

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
 * A number as the language writes it: 1949 in both, 12 345 (sq), 12,345 (en). Albanian by its CLDR rules written
 * out here: Chromium's Intl has no Albanian data and would write en-US's 1,949 (and differ from the prerendered page).
 */
export function formatNumber(locale: Locale, value: number): string {
  if (locale === 'sq') return albanianNumber(value);
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** CLDR sq: decimal comma, groups of three with a no-break space from five integer digits on. */
function albanianNumber(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A day as the language writes it in a citation: 05.03.2026 (sq, written out: Chromium has no Albanian data), 5 March 2026 (en). */
export function formatDate(locale: Locale, date: Date): string {
  if (locale === 'sq') {
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })).format(date);
}

/**
 * The language's alphabetical order (sq: 'Ç' after 'C', 'Dh' after 'D', 'Ë' after 'E'). Where the runtime has no
 * Albanian collation (Chromium), Intl falls back to the root order, as the checklist's sort always has.
 */
export function collator(locale: Locale): Intl.Collator {
  return cached(`collator:${locale}`, () => new Intl.Collator(locale));
}
