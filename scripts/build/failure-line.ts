// A failed build tells the maintainer what went wrong in one line, never with a stack trace.

const SUMMARY = /^Build failed with \d+ errors?:$/;
/** Vite's line naming the plugin, sometimes with the file: `[plugin vite:css] /src/a.css:9:2`. */
const PLUGIN = /^\[plugin [^\]]+\]/;
/** What error classes and PostCSS put before the reason: `CssSyntaxError: [postcss] some-plugin: `. */
const PREFIXES = /^(?:\w*Error: )?(?:\[postcss\] )?(?:[\w-]+: (?=\S+:\d+:\d+: ))?/;

/** The line of an error that says what went wrong (Vite wraps a plugin's error in lines of its own). */
export function failureLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim());
  const said = lines.find((line) => line !== '' && !SUMMARY.test(line) && !PLUGIN.test(line));
  const where = lines.find((line) => PLUGIN.test(line))?.replace(PLUGIN, '').trim();
  return (said ?? (where || 'unknown error')).replace(PREFIXES, '');
}
