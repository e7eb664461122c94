import type { ChecklistView } from './checklist-view.ts';

/**
 * Rows of the lists kept at most: every real checklist is a few hundred rows; the benchmark's 20,000-row list fits,
 * with a few short ones.
 */
export const KEPT_ROWS = 25_000;

/**
 * The whole checklists this tab has shown (decision 0049), so that Back to a list, or a second visit, shows it at
 * once instead of fetching and parsing its CSV again. The lists shown last are kept while their rows together stay
 * within `keptRows`, and the last one always. A list of which only the first rows came is never kept.
 */
export type ParsedChecklists = {
  get(groupName: string): ChecklistView | undefined;
  keep(groupName: string, view: ChecklistView): void;
};

export function parsedChecklists(keptRows = KEPT_ROWS): ParsedChecklists {
  // Insertion order is the order of use: the last shown last.
  const lists = new Map<string, ChecklistView>();
  return {
    get: (groupName) => lists.get(groupName),
    keep(groupName, view) {
      if (view.rowCount !== undefined) return;
      lists.delete(groupName);
      lists.set(groupName, view);
      let rows = [...lists.values()].reduce((sum, list) => sum + list.rows.length, 0);
      for (const [name, list] of lists) {
        if (rows <= keptRows || name === groupName) break;
        lists.delete(name);
        rows -= list.rows.length;
      }
    },
  };
}

/** This tab's lists: a new page load (or a new build's code) starts empty. */
export const shownChecklists = parsedChecklists();
