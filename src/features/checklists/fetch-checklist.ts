import { checklistDataUrl } from '../../config/paths.ts';
import type { ChecklistView } from './checklist-view.ts';
import { parseInWorker } from './parse-in-worker.ts';

export class ChecklistLoadError extends Error {
  override name = 'ChecklistLoadError';
}

/**
 * Fetches a group's checklist CSV and parses it with the same parser as the build.
 * The whole body is read (`response.text()` waits for the last chunk), so no row is ever cut off; it is parsed in a
 * web worker, so a long list does not freeze the page.
 */
export async function fetchChecklist(groupName: string, signal?: AbortSignal): Promise<ChecklistView> {
  const response = await fetch(checklistDataUrl(groupName), { method: 'GET', signal });
  if (!response.ok) {
    console.error('Network response was not ok');
    throw new ChecklistLoadError(`Network response was not ok (${response.status})`);
  }
  if (!(response.headers.get('Content-Type') ?? '').includes('text/csv')) {
    console.error('Response is not in CSV format');
    throw new ChecklistLoadError('Response is not in CSV format');
  }
  const text = await response.text();
  return parseInWorker(text, `data/${groupName}.csv`, signal);
}
