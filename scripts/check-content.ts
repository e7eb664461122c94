// Checks the site's content and prints what maintainers should fix: `npm run check-content [folder]`.
// Exit code 1 when there are errors (the build would refuse the content), 0 otherwise.
import { formatCitationSummary } from '../src/content/check/citation-rules.ts';
import { formatStatisticsTable } from '../src/content/check/statistics.ts';
import { contentSource, type ContentSource } from '../src/content/node/content-dir.server.ts';
import { formatIssue } from '../src/content/issues.ts';
import { readContent } from '../src/content/node/load-content.server.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

let source: ContentSource;
try {
  source = contentSource(process.argv[2]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const [first, ...fallbacks] = source.dirs;
console.log(`Content: ${first}${fallbacks.length ? ` (files it lacks come from ${fallbacks.join(', ')})` : ''}\n`);
const { issues, stats, citations } = readContent(source);
for (const issue of issues) console.log(formatIssue(issue));
if (issues.length > 0) console.log('');
console.log(formatStatisticsTable(stats));
console.log(`\n${formatCitationSummary(citations.summary)}`);
const errors = issues.filter((issue) => issue.severity === 'error').length;
console.log(`\n${plural(errors, 'error')}, ${plural(issues.length - errors, 'warning')}`);
process.exitCode = errors > 0 ? 1 : 0;
