// `npm test`: every check, in order — type check beside lint, content check, unit tests, browser tests against the
// production build. Ends with one line `tests: N passed, M failed` counting unit and browser tests together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { runCollected } from './child-output.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureValidatorTools } from './ensure-validators.ts';

type Counts = { passed: number; failed: number };
// `beside`: a second command run at the same time (each is one process on one of the two cores); its output is
// printed after the first's, whole. Lint reads no generated file, so it need not wait for the type check's typegen.
const steps: { name: string; command: string[]; beside?: string[]; counts?: () => Counts }[] = [
  { name: 'type check and lint', command: ['npm', 'run', 'typecheck'], beside: ['npm', 'run', 'lint'] },
  { name: 'content check', command: ['npm', 'run', 'check-content'] },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    counts: () => {
      const report = readJson<{ numPassedTests: number; numFailedTests: number }>('test-results/unit.json');
      return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
    },
  },
  {
    name: 'browser tests',
    command: ['npm', 'run', 'test:e2e'],
    counts: () => {
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('test-results/e2e.json');
      return { passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed: report?.stats.unexpected ?? 0 };
    },
  },
];

async function run(step: (typeof steps)[number]): Promise<boolean> {
  if (!step.beside) return spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit' }).status === 0;
  // Each output is kept and printed whole: two commands side by side do not interleave.
  const results = await Promise.all([runCollected(step.command), runCollected(step.beside)]);
  for (const { output } of results) process.stdout.write(output);
  return results.every(({ status }) => status === 0);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

// The browser and the validators' tools first: unit tests use them too (pa11y, the Nu checker, xmllint).
ensureChromium();
ensureValidatorTools();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const total: Counts = { passed: 0, failed: 0 };
let failedStep: string | null = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${[step.command, step.beside].flatMap((command) => (command ? [command.join(' ')] : [])).join(' & ')}`);
  const ok = await run(step);
  const counts = step.counts?.();
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  console.log(`◀ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) {
    failedStep = step.name;
    if (!counts || counts.failed === 0) total.failed += 1; // a failing step with no failed test still counts
    break;
  }
}
if (failedStep) console.log(`\n✗ ${failedStep} failed`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
