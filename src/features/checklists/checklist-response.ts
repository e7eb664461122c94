/** A checklist's CSV could not be loaded; `problem` is the short line logged to the console. */
export class ChecklistLoadError extends Error {
  override name = 'ChecklistLoadError';
  readonly problem: string;
  constructor(problem: string, message = problem) {
    super(message);
    this.problem = problem;
  }
}

/**
 * The whole text of a checklist's response (`text()` waits for the last chunk, so no row is ever cut off), or a
 * ChecklistLoadError when the answer is not a CSV. Used on the page and in the parser's worker alike.
 */
export async function checklistCsvText(response: Response): Promise<string> {
  if (!response.ok) throw new ChecklistLoadError('Network response was not ok', `Network response was not ok (${response.status})`);
  if (!(response.headers.get('Content-Type') ?? '').includes('text/csv')) throw new ChecklistLoadError('Response is not in CSV format');
  return response.text();
}
