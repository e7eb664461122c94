// The W3C Nu HTML Checker (npm vnu-jar, run with Java) over HTML files, less the known false positives listed, each
// with its reason, in nu-known-false-positives.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { stylesheetsOnce, type GivenPage } from './stylesheets-once.ts';

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const FALSE_POSITIVES_FILE = path.join(import.meta.dirname, 'nu-known-false-positives.json');

/**
 * One run is too short for the optimising compiler to repay its threads: the quick compiler alone and one garbage
 * collector thread check the owners' 3,200 pages in the same time with a quarter less CPU (half on the
 * default content), which the browser tests running beside it need. Its compiled code takes more stack: the checker
 * overflows a default stack of 1 MB on these pages.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

export type NuMessage = { file: string; line?: number; column?: number; message: string; extract?: string };

export const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** The exact messages the checker reports wrongly on this site's pages. */
export function knownFalsePositives(): Set<string> {
  const list = JSON.parse(readFileSync(FALSE_POSITIVES_FILE, 'utf8')) as { message: string; reason: string }[];
  return new Set(list.map((entry) => entry.message));
}

/**
 * The checker's errors on the given HTML files, without the known false positives. One Java process for all of them;
 * each distinct inline stylesheet is checked once, in the first page (in path order) that has it (`stylesheetsOnce`),
 * and every message keeps its page, line and column.
 */
export async function nuErrors(pages: readonly string[]): Promise<NuMessage[]> {
  const scratch = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'fauna-nu-input-')));
  try {
    const copies = givenPages([...new Set(pages.map((page) => path.resolve(page)))].sort(), scratch);
    const args = [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', '--exit-zero-always', '--stdout', scratch];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      const errors: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`vnu exited ${code}: ${Buffer.concat(errors).toString('utf8')}`))));
    });
    const report = JSON.parse(output) as { messages: { type: string; subType?: string; url?: string; firstLine?: number; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string }[] };
    const ignored = knownFalsePositives();
    return report.messages
      .filter((message) => (message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error') && !ignored.has(message.message))
      .map((message) => {
        const file = decodeURIComponent((message.url ?? '').replace(/^file:/, ''));
        const copy = copies.get(file);
        // Where the message starts: the first line is named only when it is not the last.
        const [line, column] = message.firstColumn !== undefined ? [message.firstLine ?? message.lastLine, message.firstColumn] : [message.lastLine, message.lastColumn];
        return {
          file: copy?.page ?? file,
          line,
          column: copy && line !== undefined && column !== undefined ? copy.given.columnInPage(line, column) : column,
          message: message.message,
          extract: message.extract,
        };
      });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each page's copy in `scratch`, as the checker is given it (`stylesheetsOnce`), with the page it stands for. */
function givenPages(files: readonly string[], scratch: string): Map<string, { page: string; given: GivenPage }> {
  const give = stylesheetsOnce();
  const copies = new Map<string, { page: string; given: GivenPage }>();
  for (const [index, page] of files.entries()) {
    const given = give(readFileSync(page, 'utf8'));
    const copy = path.join(scratch, String(index), path.basename(page));
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, given.text);
    copies.set(copy, { page, given });
  }
  return copies;
}

/** One line per message, for a test failure: `file:line:column: message`. */
export function formatNuMessages(messages: readonly NuMessage[], root = ''): string[] {
  return messages.map((m) => `${path.relative(root, m.file) || m.file}:${m.line ?? '?'}:${m.column ?? '?'}: ${m.message}`);
}
