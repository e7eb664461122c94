// The languages of the interface and their formatting rules, from the platform's Intl (docs/decisions/0022).

export type Locale = 'sq' | 'en';

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

/** A number as the language writes it: 1949 in both, 12 345 (sq), 12,345 (en). */
export function formatNumber(locale: Locale, value: number): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A day as the language writes it in a citation: 05.03.2026 (sq), 5 March 2026 (en). */
export function formatDate(locale: Locale, date: Date): string {
  const format = cached(`date:${locale}`, () =>
    locale === 'sq' ? new Intl.DateTimeFormat('sq', { day: '2-digit', month: '2-digit', year: 'numeric' }) : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  );
  return format.format(date);
}

/** The language's alphabetical order (sq: 'Ç' after 'C', 'Dh' after 'D', 'Ë' after 'E'). */
export function collator(locale: Locale): Intl.Collator {
  return cached(`collator:${locale}`, () => new Intl.Collator(locale));
}
