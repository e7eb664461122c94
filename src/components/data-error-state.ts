/** Navigation state that a failed page passes to /error, so that "try again" can go back to it. */
export type DataErrorState = { from?: string };

/** The page to try again: only a path on this site, never another origin. */
export function retryTarget(state: unknown): string | null {
  const from = (state as DataErrorState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
