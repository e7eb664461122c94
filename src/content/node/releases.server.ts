// What the pages get of the releases at build time (their loaders): docs/decisions/0027.
import { contentSource, type ContentSource } from './content-dir.server.ts';
import { releaseSummary, type ReleaseSummary } from '../derived/releases.ts';
import type { SpeciesChange, SpeciesHistory } from '../derived/release-changes.ts';
import { loadValidContent } from './load-content.server.ts';

/** A published release for the pages (a loader at build time): what describes it, and its changes since the one before. */
export type ReleasePageData = { release: ReleaseSummary; changes: SpeciesChange[] | null };

/** Every published release, oldest first, each with its changes (page loaders, the prerender list). */
export function loadReleases(source: ContentSource = contentSource()): ReleasePageData[] {
  return loadValidContent(source).releases.list.map((release) => ({ release: releaseSummary(release), changes: release.changes }));
}

/** One published release by its version, or null when the site publishes no such release. */
export function loadRelease(version: number, source: ContentSource = contentSource()): ReleasePageData | null {
  return loadReleases(source).find((entry) => entry.release.version === version) ?? null;
}

/**
 * A species' history by its key (speciesKey): the version it entered the list in and each change since, following
 * stated renames; null for a key the current release does not list.
 */
export function loadSpeciesHistory(key: string, source: ContentSource = contentSource()): SpeciesHistory | null {
  return loadValidContent(source).releases.histories.get(key) ?? null;
}
