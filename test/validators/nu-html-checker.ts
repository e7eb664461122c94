// The W3C Nu HTML Checker (npm vnu-jar, run with Java) over HTML files, less the known false positives listed, each
// with its reason, in nu-known-false-positives.json.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

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
 * The checker's errors on the given HTML files or folders (folders: every `.html` file below them), without the
 * known false positives. One Java process for all of them.
 */
export async function nuErrors(targets: readonly string[]): Promise<NuMessage[]> {
  const args = [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', '--exit-zero-always', '--stdout', ...targets];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`vnu exited ${code}: ${Buffer.concat(errors).toString('utf8')}`))));
  });
  const report = JSON.parse(output) as { messages: { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string }[] };
  const ignored = knownFalsePositives();
  return report.messages
    .filter((message) => (message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error') && !ignored.has(message.message))
    .map((message) => ({
      file: decodeURIComponent((message.url ?? '').replace(/^file:/, '')),
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
      extract: message.extract,
    }));
}

/** One line per message, for a test failure: `file:line:column: message`. */
export function formatNuMessages(messages: readonly NuMessage[], root = ''): string[] {
  return messages.map((m) => `${path.relative(root, m.file) || m.file}:${m.line ?? '?'}:${m.column ?? '?'}: ${m.message}`);
}
