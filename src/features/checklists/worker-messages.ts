// What the page and the checklist parser's worker send each other (the worker's module imports this one, not the
// page's side, which starts the worker).
import type { ChecklistView, ViewRow } from './checklist-view.ts';

/** The CSV's text, or its absolute address for the worker to fetch it. */
export type ChecklistSource = { text: string } | { url: string };
export type ParseRequest = ChecklistSource & { file: string };
/**
 * The worker's answer. `problem` is set when the CSV could not be loaded (see ChecklistLoadError). A long view comes
 * with its first ROWS_PER_MESSAGE rows, and `more`: the number of RowsMessages that bring the rest, in order.
 */
export type ParseReply = { ok: true; view: ChecklistView; more?: number } | { ok: false; message: string; problem?: string };
export type RowsMessage = { rows: ViewRow[] };

/**
 * Rows per message from the worker. The page reads each message in a task of its own; copying 20,000 rows into the
 * page in one took 200 ms with the CPU 4× slower.
 */
export const ROWS_PER_MESSAGE = 2000;

/** The messages the worker sends for one answer: the answer itself, then the rest of a long view's rows. */
export function replyMessages(reply: ParseReply): [ParseReply, ...RowsMessage[]] {
  if (!reply.ok || reply.view.rows.length <= ROWS_PER_MESSAGE) return [reply];
  const { rows } = reply.view;
  const rest: RowsMessage[] = [];
  for (let start = ROWS_PER_MESSAGE; start < rows.length; start += ROWS_PER_MESSAGE) rest.push({ rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
  return [{ ok: true, view: { ...reply.view, rows: rows.slice(0, ROWS_PER_MESSAGE) }, more: rest.length }, ...rest];
}
