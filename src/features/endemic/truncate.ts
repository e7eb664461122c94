import { clipRuns, type NameRun } from '../../content/derived/names-in-text.ts';

export const DESCRIPTION_LIMIT = 150;

/**
 * A description (as runs, its names in italics) cut to `limit` characters plus an ellipsis, or the whole text when it
 * is short enough.
 */
export function truncateDescription(runs: readonly NameRun[], limit = DESCRIPTION_LIMIT): { runs: NameRun[]; truncated: boolean } {
  const length = runs.reduce((sum, run) => sum + [...run.text].length, 0);
  if (length <= limit) return { runs: [...runs], truncated: false };
  return { runs: [...clipRuns(runs, limit), { text: '...', italic: false }], truncated: true };
}
