// What a release's landing page shows of its changes: per group, per kind of change, each species linked.
import { CHANGE_CODES, type ChangeCode, type SpeciesChange } from '../../content/derived/release-changes.ts';
import type { ReleaseSummary, VersionEntry } from '../../content/derived/releases.ts';

/** One species' change as the page lists it; `slug`: the address of its page, null when the site has none. */
export type ChangeView = { name: string; slug: string | null; previous: string | null; current: string | null };

export type GroupChanges = {
  group: string;
  /** Species of the group with any change. */
  total: number;
  byCode: { code: ChangeCode; changes: ChangeView[] }[];
};

export type ReleasePageData = {
  release: ReleaseSummary;
  /** Every version site.json names, oldest first: the published ones link to their pages. */
  versions: VersionEntry[];
  /** The changes since the version before, by group in menu order (a group no longer listed after); null for the first. */
  groups: GroupChanges[] | null;
};

/** The changes by group (`groupOrder` first, then any other in the order met), each kind in CHANGE_CODES' order. */
export function releaseChangeGroups(changes: readonly SpeciesChange[], groupOrder: readonly string[], pageOf: (name: string) => string | null): GroupChanges[] {
  const names = [...new Set([...groupOrder, ...changes.flatMap((change) => change.groups)])];
  return names.flatMap((group) => {
    const inGroup = changes.filter((change) => change.groups.includes(group));
    if (inGroup.length === 0) return [];
    const byCode = CHANGE_CODES.flatMap((code) => {
      const ofCode = inGroup.filter((change) => change.code === code);
      return ofCode.length === 0 ? [] : [{ code, changes: ofCode.map((change) => ({ name: change.name, slug: pageOf(change.name), previous: change.previous, current: change.current })) }];
    });
    return [{ group, total: new Set(inGroup.map((change) => change.key)).size, byCode }];
  });
}

/**
 * The version before `release` that site.json names but whose files the site does not keep (so what changed since
 * it cannot be listed); null when the release has a kept version before it, or none at all.
 */
export function unkeptVersionBefore(release: Pick<ReleaseSummary, 'version' | 'previous'>, versions: readonly VersionEntry[]): number | null {
  if (release.previous !== null) return null;
  return versions.filter((entry) => entry.version < release.version).at(-1)?.version ?? null;
}
