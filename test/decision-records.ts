// The rules of docs/decisions/README.md that a program can check: every record is in the table, every row names a
// record, and each record carries its number, date and status under its title.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DECISIONS_DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const DATE_AND_STATUS = /^Date: \d{4}-\d{2}-\d{2}\. Status: \S/;

/** One line per broken rule, naming the file; none when the folder keeps its rules. */
export function decisionRecordProblems(files: ReadonlyMap<string, string>): string[] {
  const index = files.get('README.md') ?? '';
  const listed = new Set([...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\) \|/gm)].map(([, file]) => file!));
  const problems: string[] = [];
  for (const [file, text] of files) {
    const number = RECORD_FILE.exec(file)?.[1];
    if (!number) continue;
    if (!listed.has(file)) problems.push(`${file}: not in the table of README.md`);
    const [title = '', dateLine = ''] = text.split('\n').filter((line) => line.trim() !== '');
    if (!title.startsWith(`# ${Number(number)}. `)) problems.push(`${file}: the title should start "# ${Number(number)}. "`);
    if (!DATE_AND_STATUS.test(dateLine)) problems.push(`${file}: "Date: YYYY-MM-DD. Status: …" should follow the title`);
  }
  for (const file of listed) if (!files.has(file)) problems.push(`README.md: the table names ${file}, which does not exist`);
  return problems;
}

export function readDecisionRecords(dir = DECISIONS_DIR): Map<string, string> {
  return new Map(readdirSync(dir).filter((file) => file.endsWith('.md')).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}
