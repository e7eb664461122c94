import type { ReactNode } from 'react';
import { inLanguage, type TextInLanguage, type TwoLanguages } from '../content/derived/in-language.ts';
import { useMessages } from '../i18n/messages.tsx';

/**
 * A content text as the page shows it: in a `<span lang>` only where it is not in the page's language; `children`
 * renders the text otherwise than as it is (with its names in italics).
 */
export function InLanguage({ text, children = (shown) => shown }: { text: TextInLanguage; children?: (text: string) => ReactNode }) {
  const { locale } = useMessages();
  return text.lang === locale ? <>{children(text.text)}</> : <span lang={text.lang}>{children(text.text)}</span>;
}

/** The `lang` attribute an element holding `text` needs on this page: none where it is in the page's language. */
export function useLangOf(): (text: TextInLanguage) => { lang?: string } {
  const { locale } = useMessages();
  return (text) => (text.lang === locale ? {} : { lang: text.lang });
}

/** Picks a content text's form for the page's language (the English twin on English pages, where given). */
export function useInPageLanguage(): (text: TwoLanguages) => TextInLanguage {
  const { locale } = useMessages();
  return (text) => inLanguage(text, locale);
}
