import { checklistDataFile, checklistDataUrl } from '../../config/paths.ts';
import type { ChecklistView } from './checklist-view.ts';
import { fetchOnPage, parseInWorker } from './parse-in-worker.ts';

/**
 * Where a checklist's CSV is fetched: on the page, at once (a navigation, where every real list is short), or in
 * the parser's worker (the rest of a list too long to prerender whole: its megabytes, received on the page's
 * thread, would take long tasks there). The worker's request starts only once its script runs.
 */
export type FetchOn = 'page' | 'worker';

/** Fetches a group's checklist CSV and parses it, in a web worker, with the same parser as the build. */
export async function fetchChecklist(groupName: string, signal: AbortSignal | undefined, on: FetchOn): Promise<ChecklistView> {
  const file = checklistDataFile(groupName);
  const url = new URL(checklistDataUrl(groupName), location.href).href;
  if (on === 'worker') return parseInWorker({ url }, file, signal);
  return parseInWorker({ text: await fetchOnPage(url, signal) }, file, signal);
}
