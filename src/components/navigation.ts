import type { AnimalGroup } from '../content/parse/site-config.ts';
import { paths } from '../config/paths.ts';

export type NavLinkItem = { kind: 'link'; label: string; href: string; end?: boolean };
export type NavGroupItem = { kind: 'group'; label: string; links: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

/** The main menu, in display order. */
export function mainNavigation(groups: readonly AnimalGroup[]): NavItem[] {
  return [
    { kind: 'link', label: 'Ballina', href: paths.home.href(), end: true },
    {
      kind: 'group',
      label: 'Grupet Shtazore',
      links: groups.map((group) => ({ kind: 'link', label: group.label, href: paths.group.href(group.name) })),
    },
    { kind: 'link', label: 'Llojet Endemike', href: paths.endemic.href() },
    { kind: 'link', label: 'Referencat', href: paths.references.href() },
  ];
}
