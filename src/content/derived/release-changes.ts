/**
 * What changed from one release of the checklists to the next, species by species (issue 21): each change typed with
 * a code, its previous and its current value. Pure: the releases' rows come from the content folder.
 */
import { splitCitations } from './citations.ts';
import { cleanScientificName, typesetScientificName } from '../parse/scientific-name.ts';
import { speciesKey } from '../parse/species-identity.ts';
import { editDistance } from '../parse/checklist-headers.ts';

/** One checklist row of a release (the whole-fauna CSV's columns). */
export type ReleaseRow = { group: string; rendi: string; familja: string; lloji: string; referenca: string };

/** A rename the owners state: the old name's species is the new name's (nothing else makes a rename). */
export type StatedRename = { from: string; to: string };

export const CHANGE_CODES = ['added', 'removed', 'renamed', 'moved', 'authorship', 'sources-added'] as const;
export type ChangeCode = (typeof CHANGE_CODES)[number];

export type SpeciesChange = {
  code: ChangeCode;
  /** The species key in the current release (the previous one for 'removed'). */
  key: string;
  /** The name as the release lists it (the previous release's for 'removed'). */
  name: string;
  /** The groups the species is listed in (current; previous for 'removed'). */
  groups: string[];
  /** What it was: the old name, placement, authorship or sources; null for 'added'. */
  previous: string | null;
  /** What it is now; null for 'removed'. */
  current: string | null;
};

type Listed = { key: string; name: string; groups: string[]; placements: string[]; authorship: string; sources: Set<string> };

/**
 * The changes from `previous` to `current`, in the current list's order (removals after, in the previous order). A
 * species is 'renamed' only when a stated rename leads from a name of the previous release to one of the current.
 */
export function releaseChanges(previous: readonly ReleaseRow[], current: readonly ReleaseRow[], renames: readonly StatedRename[] = []): SpeciesChange[] {
  return changesBetween(listed(previous), listed(current), renames);
}

function changesBetween(before: ReadonlyMap<string, Listed>, after: ReadonlyMap<string, Listed>, renames: readonly StatedRename[]): SpeciesChange[] {
  const renamedFrom = new Map<string, string>(); // current key → previous key
  for (const { from, to } of renames) {
    const [oldKey, newKey] = [speciesKey(from), speciesKey(to)];
    if (before.has(oldKey) && after.has(newKey) && !after.has(oldKey)) renamedFrom.set(newKey, oldKey);
  }
  const changes: SpeciesChange[] = [];
  const change = (code: ChangeCode, species: Listed, was: string | null, now: string | null) =>
    changes.push({ code, key: species.key, name: species.name, groups: species.groups, previous: was, current: now });

  for (const species of after.values()) {
    const oldKey = before.has(species.key) ? species.key : renamedFrom.get(species.key);
    const old = oldKey === undefined ? undefined : before.get(oldKey);
    if (!old) {
      change('added', species, null, species.name);
      continue;
    }
    if (old.key !== species.key) change('renamed', species, old.name, species.name);
    const [was, now] = [old.placements.toSorted().join(' | '), species.placements.toSorted().join(' | ')];
    if (was !== now) change('moved', species, was, now);
    if (old.authorship !== species.authorship && old.authorship !== '' && species.authorship !== '') change('authorship', species, old.authorship, species.authorship);
    const added = [...species.sources].filter((source) => !old.sources.has(source));
    if (added.length > 0) change('sources-added', species, [...old.sources].join('; '), added.join('; '));
  }
  const renamedKeys = new Set(renamedFrom.values());
  for (const species of before.values()) {
    if (!after.has(species.key) && !renamedKeys.has(species.key)) change('removed', species, species.name, null);
  }
  return changes;
}

/**
 * Removed and added species that look like one renamed (the same epithets in another genus, or the same genus with
 * an epithet one or two letters apart), which the owners have not stated: each pair once, for the content check.
 */
export function likelyRenames(changes: readonly SpeciesChange[]): { removed: SpeciesChange; added: SpeciesChange }[] {
  const removed = changes.filter((change) => change.code === 'removed');
  const added = changes.filter((change) => change.code === 'added');
  return removed.flatMap((gone) => added.filter((come) => looksRenamed(gone.key, come.key)).map((come) => ({ removed: gone, added: come })));
}

function looksRenamed(oldKey: string, newKey: string): boolean {
  const [oldGenus = '', ...oldEpithets] = oldKey.split(' ');
  const [newGenus = '', ...newEpithets] = newKey.split(' ');
  if (oldEpithets.length === 0 || newEpithets.length === 0) return false;
  if (oldGenus !== newGenus) return oldEpithets.join(' ') === newEpithets.join(' ');
  return editDistance(oldEpithets.join(' '), newEpithets.join(' ')) <= 2;
}

/** A release's species by key, in list order, each with its groups, placements, authorship and cited works. */
function listed(rows: readonly ReleaseRow[]): Map<string, Listed> {
  const species = new Map<string, Listed>();
  for (const row of rows) {
    if (row.lloji.trim() === '') continue;
    const key = speciesKey(row.lloji);
    const entry = species.get(key) ?? { key, name: cleanScientificName(row.lloji), groups: [], placements: [], authorship: authorshipOf(row.lloji), sources: new Set<string>() };
    species.set(key, entry);
    if (!entry.groups.includes(row.group)) entry.groups.push(row.group);
    const placement = `${row.rendi.trim()} › ${row.familja.trim()}`;
    if (!entry.placements.includes(placement)) entry.placements.push(placement);
    for (const { citation } of splitCitations(row.referenca)) {
      if (citation) entry.sources.add(`${citation.authors.join(', ')}${citation.etAl ? ' et al.' : ''}, ${citation.year}`);
    }
  }
  return species;
}

/** The authorship as written, spacing and the comma before the year aside ('Rossi 1846' is 'Rossi, 1846'). */
function authorshipOf(name: string): string {
  const authorship = typesetScientificName(name).authorship ?? '';
  return authorship.replace(/\s+/g, ' ').replace(/\s*,?\s*(\d{4})/g, ', $1').trim();
}

/** A release's rows with its version number (the current content is the newest release). */
export type ReleaseRows = { version: number; rows: readonly ReleaseRow[] };

/**
 * A species' history over the releases: the version it entered the list in, and each change since, by version.
 * Where versions between two compared releases have no files (site.json names them, `releases/` lacks them), the
 * entry may be older (`sinceOrEarlier`) and a change may have come in one of them (`comparedWith`: the release
 * compared with).
 */
export type SpeciesHistory = {
  since: number;
  sinceOrEarlier?: true;
  changes: { version: number; code: ChangeCode; previous: string | null; current: string | null; comparedWith?: number }[];
};

/**
 * Every species of the newest release (by its key) with its history, following stated renames back to the old
 * names. `releases` in any order; a species absent from the oldest release entered with the release that added it.
 * `named`: every version site.json names, with files or not (those without make the history less certain).
 */
export function speciesHistories(releases: readonly ReleaseRows[], renames: readonly StatedRename[] = [], named: readonly number[] = []): Map<string, SpeciesHistory> {
  // Each release's species listed once.
  const ordered = releases.toSorted((a, b) => a.version - b.version).map(({ version, rows }) => ({ version, species: listed(rows) }));
  const histories = new Map<string, SpeciesHistory>();
  const [first] = ordered;
  if (!first) return histories;
  // A version without files between the one compared with and this one.
  const skipsVersions = (before: number, version: number) => named.some((other) => other > before && other < version);
  const entered = (version: number, before: number): SpeciesHistory => ({ since: version, ...(skipsVersions(before, version) ? { sinceOrEarlier: true } : {}), changes: [] });
  for (const key of first.species.keys()) histories.set(key, entered(first.version, -Infinity));
  for (let i = 1; i < ordered.length; i++) {
    const { version, species } = ordered[i]!;
    const before = ordered[i - 1]!.version;
    const next = new Map<string, SpeciesHistory>();
    const changes = changesBetween(ordered[i - 1]!.species, species, renames);
    const renamedFrom = new Map(changes.filter((change) => change.code === 'renamed').map((change) => [change.key, speciesKey(change.previous ?? '')]));
    for (const key of species.keys()) {
      const history = histories.get(renamedFrom.get(key) ?? key) ?? entered(version, before);
      next.set(key, history);
    }
    const comparedWith = skipsVersions(before, version) ? { comparedWith: before } : {};
    for (const { key, code, previous, current } of changes) {
      if (code === 'added' || code === 'removed') continue;
      next.get(key)?.changes.push({ version, code, previous, current, ...comparedWith });
    }
    histories.clear();
    for (const [key, history] of next) histories.set(key, history);
  }
  return histories;
}
