// What the compiled server was compiled from, recorded beside it: a build compiles the server again only when one of
// those files changed (tsc takes seconds; a maintainer's rebuild and the tests' many builds change only the content).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The project's files tsc read (relative to the project), their hash, and the files the compile put in place. */
export type ServerInputs = { inputs: string[]; hash: string; outputs: string[] };

/** Besides the sources tsc lists: the dependencies' versions and the compiler's settings. */
const ALWAYS_INPUTS = /^(?:package-lock\.json|package\.json|tsconfig[\w.-]*\.json)$/;

/** One hash of the files' names and bytes, a missing file included as missing. */
export function hashInputs(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const file = path.join(root, input);
    hash.update(`${input}\0`);
    hash.update(existsSync(file) ? Buffer.concat([Buffer.from('+'), readFileSync(file)]) : '-');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The inputs to record: the files tsc listed (`--listFiles`) inside the project and outside node_modules, and the
 * files the compile depends on without listing them (ALWAYS_INPUTS, in the project's folder), in one sorted list.
 */
export function projectInputs(root: string, listed: readonly string[], rootFiles: readonly string[]): string[] {
  const inside = listed.map((file) => path.relative(root, path.resolve(file))).filter((file) => !file.startsWith('..') && !path.isAbsolute(file) && !file.split(path.sep).includes('node_modules'));
  return [...new Set([...inside, ...rootFiles.filter((file) => ALWAYS_INPUTS.test(file))])].map((file) => file.split(path.sep).join('/')).sort();
}

function readRecord(recordFile: string): ServerInputs | null {
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Partial<ServerInputs>;
    const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
    return strings(record.inputs) && strings(record.outputs) && typeof record.hash === 'string' && record.inputs.length > 0 && record.outputs.length > 0 ? (record as ServerInputs) : null;
  } catch {
    return null;
  }
}

/** Whether the compiled server is there, every file of it, and was compiled from the files as they are now. */
export function isCompiledFromCurrentInputs(root: string, recordFile: string): boolean {
  const record = readRecord(recordFile);
  return record !== null && record.outputs.every((file) => existsSync(path.join(root, file))) && hashInputs(root, record.inputs) === record.hash;
}

/**
 * Records a compile that began at `startedMs`, in one rename. Nothing is recorded when an input changed since the
 * compile began (it may have read the file before the change): the next build compiles again.
 */
export function recordCompile(root: string, recordFile: string, startedMs: number, inputs: string[], outputs: string[]): boolean {
  if (inputs.some((input) => existsSync(path.join(root, input)) && statSync(path.join(root, input)).mtimeMs >= startedMs)) return false;
  const record: ServerInputs = { inputs, hash: hashInputs(root, inputs), outputs: [...outputs].sort() };
  const temporary = `${recordFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 1)}\n`);
  renameSync(temporary, recordFile);
  return true;
}
