import { parseChecklistCsv, type ParsedChecklist } from '../../content/checklist-csv.ts';
import { checklistDataUrl } from '../../config/paths.ts';

export class ChecklistLoadError extends Error {
  override name = 'ChecklistLoadError';
}

/**
 * Fetches a group's checklist CSV and parses it with the same parser as the build.
 * The whole body is read (`response.text()` waits for the last chunk), so no row is ever cut off.
 */
export async function fetchChecklist(groupName: string, signal?: AbortSignal): Promise<ParsedChecklist> {
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
  return parseChecklistCsv(text, `data/${groupName}.csv`);
}
