// A failed build tells the maintainer what went wrong in one line, never with a stack trace.

/** The line of an error that says what went wrong (Vite wraps a plugin's error in lines of its own). */
export function failureLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim());
  const said = lines.find((line) => line !== '' && !/^Build failed with \d+ errors?:$/.test(line) && !/^\[plugin [^\]]+\]$/.test(line));
  return (said ?? 'unknown error').replace(/^\w*Error: /, '');
}
