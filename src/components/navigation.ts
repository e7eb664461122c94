import type { AnimalGroup } from '../content/parse/site-config.ts';
import { fieldInLanguage } from '../content/derived/in-language.ts';
import { inEdition, paths } from '../config/paths.ts';
import type { Messages } from '../i18n/messages-sq.ts';

/** `lang`: set where the label is not in the page's language (an Albanian group label on an English page). */
export type NavLinkItem = { kind: 'link'; label: string; href: string; end?: boolean; lang?: string };
export type NavGroupItem = { kind: 'group'; label: string; links: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

/** The main menu in the page's language, in display order; its links lead within the page's edition. */
export function mainNavigation(groups: readonly AnimalGroup[], messages: Pick<Messages, 'nav' | 'locale'>): NavItem[] {
  const { nav: labels, locale } = messages;
  const href = (routerPath: string) => inEdition(locale, routerPath);
  return [
    { kind: 'link', label: labels.home, href: href(paths.home.href()), end: true },
    {
      kind: 'group',
      label: labels.animalGroups,
      links: groups.map((group) => {
        const label = fieldInLanguage(group, 'label', locale) ?? { text: group.label, lang: 'sq' };
        return { kind: 'link', label: label.text, href: href(paths.group.href(group.name)), ...(label.lang === locale ? {} : { lang: label.lang }) };
      }),
    },
    { kind: 'link', label: labels.endemic, href: href(paths.endemic.href()) },
    { kind: 'link', label: labels.references, href: href(paths.references.href()) },
  ];
}
