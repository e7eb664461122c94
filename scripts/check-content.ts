// Checks the site's content and prints what maintainers should fix: `npm run check-content [folder] [--english]`.
// Exit code 1 when there are errors (the build would refuse the content), 0 otherwise.
// --english lists every text of site.json and endemic.json without its English twin (else one summary line counts them).
import { parseArgs } from 'node:util';
import { formatCitationSummary } from '../src/content/check/citation-rules.ts';
import { formatEnglishSummary } from '../src/content/check/english-texts.ts';
import { formatReleasesSummary } from '../src/content/check/release-rules.ts';
import { formatStatisticsTable } from '../src/content/check/statistics.ts';
import { borrowedFilesLine, contentSource, type ContentSource } from '../src/content/node/content-dir.server.ts';
import { formatIssue } from '../src/content/issues.ts';
import { readContent } from '../src/content/node/load-content.server.ts';
import { photoDecodingIssues } from '../src/content/node/photo-decoding.server.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

let args: { values: { english: boolean }; positionals: string[] };
try {
  args = parseArgs({ options: { english: { type: 'boolean', default: false } }, allowPositionals: true });
  if (args.positionals.length > 1) throw new Error(`one content folder at most, not ${args.positionals.length}`);
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run check-content [folder] [-- --english]`);
  process.exit(1);
}
const listEnglish = args.values.english;

let source: ContentSource;
try {
  source = contentSource(args.positionals[0]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const content = readContent(source);
const { stats, citations, english, releases, borrowed } = content;
// Then each photo the site shows, decoded: one copied only in part begins right and is found only so.
const issues = [...content.issues, ...(await photoDecodingIssues(source, content.usedPhotos))];
const borrowedLine = borrowedFilesLine(source, borrowed);
console.log(`Content: ${source.dirs[0]}${borrowedLine ? `\n${borrowedLine}` : ''}\n`);
for (const issue of issues) console.log(formatIssue(issue));
if (issues.length > 0) console.log('');
console.log(formatStatisticsTable(stats));
console.log(`\n${formatCitationSummary(citations.summary)}`);
console.log(`\n${formatEnglishSummary(english, listEnglish)}`);
console.log(`\n${formatReleasesSummary(releases.list)}`);
const errors = issues.filter((issue) => issue.severity === 'error').length;
console.log(`\n${plural(errors, 'error')}, ${plural(issues.length - errors, 'warning')}`);
process.exitCode = errors > 0 ? 1 : 0;
