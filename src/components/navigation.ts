import type { AnimalGroup } from '../content/parse/site-config.ts';
import { paths } from '../config/paths.ts';
import type { Messages } from '../i18n/messages-sq.ts';

export type NavLinkItem = { kind: 'link'; label: string; href: string; end?: boolean };
export type NavGroupItem = { kind: 'group'; label: string; links: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

/** The main menu, in display order. */
export function mainNavigation(groups: readonly AnimalGroup[], labels: Messages['nav']): NavItem[] {
  return [
    { kind: 'link', label: labels.home, href: paths.home.href(), end: true },
    {
      kind: 'group',
      label: labels.animalGroups,
      links: groups.map((group) => ({ kind: 'link', label: group.label, href: paths.group.href(group.name) })),
    },
    { kind: 'link', label: labels.endemic, href: paths.endemic.href() },
    { kind: 'link', label: labels.references, href: paths.references.href() },
  ];
}
