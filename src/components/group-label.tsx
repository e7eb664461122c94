import site from 'virtual:fauna/site';
import { groupLabelIn, type TextInLanguage } from '../content/derived/in-language.ts';
import type { Locale } from '../i18n/locale.ts';
import { useMessages } from '../i18n/messages.tsx';
import { InLanguage } from './text-in-language.tsx';

/** The label of one of the site's groups in a page's language (groupLabelIn). */
export function groupLabel(groupName: string, locale: Locale): TextInLanguage {
  return groupLabelIn(site.groups, groupName, locale);
}

/** A group's label as text in the page: with its own `lang` where it is not the page's language. */
export function GroupLabel({ name }: { name: string }) {
  const { locale } = useMessages();
  return <InLanguage text={groupLabel(name, locale)} />;
}
