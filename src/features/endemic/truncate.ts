export const DESCRIPTION_LIMIT = 150;

/** A description cut to `limit` characters plus an ellipsis, or the whole text when it is short enough. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): { text: string; truncated: boolean } {
  const characters = [...text];
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('')}...`, truncated: true };
}
