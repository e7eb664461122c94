import { checklistHref, paths } from '../../config/paths.ts';
import type { Placement } from './species-page-data.ts';

/** A step of the way from the home page down to a species: its text and its address (before the edition's prefix). */
export type TrailStep = { kind: 'group' | 'order' | 'family'; name: string; href: string };

/**
 * The species' group, order and family, each leading to its checklist view, for the breadcrumb and its JSON-LD.
 * An order is left out where it is empty or only repeats the group's label (`groupText`, in the page's language):
 * the group Trichoptera is the order Trichoptera, and "Trichoptera › Trichoptera" reads as a mistake.
 */
export function speciesTrail(placement: Placement, groupText: string): TrailStep[] {
  const { group, order, family } = placement;
  return [
    { kind: 'group' as const, name: group, href: paths.group.href(group) },
    ...(order && order !== groupText ? [{ kind: 'order' as const, name: order, href: checklistHref(group, { order }) }] : []),
    ...(family ? [{ kind: 'family' as const, name: family, href: checklistHref(group, { family }) }] : []),
  ];
}
