// npm's scripts run their TypeScript with `node --import tsx`, not with tsx's command (decision 0069). tsx's command
// passes Ctrl-C on to the script's process and kills it (SIGKILL) when it has not answered within a few milliseconds,
// as a busy build cannot: the build then never says it stopped, and leaves its unfinished site folder behind.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchFolders } from '../test/scratch-folders.ts';
import { runInterrupted } from './child-output.ts';

const ROOT = path.join(import.meta.dirname, '..');
const RUNNER = 'node --import tsx';
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const scratch = scratchFolders('package-scripts');

/** The commands of a script (between `&&`, `||`, `;`) that run a TypeScript file otherwise than with RUNNER. */
function otherRunners(script: string): string[] {
  return script
    .split(/&&|\|\||;/)
    .map((command) => command.trim())
    .filter((command) => /\.m?ts(\s|$)/.test(command) && !command.startsWith(`${RUNNER} `));
}

// Busy for 400 ms at a time, as a build is while it renders pages; says so once it has started.
const BUSY_SCRIPT = `
process.on('SIGINT', () => { console.log('stopped by its own handler'); process.exit(130); });
function work() { const end = Date.now() + 400; while (Date.now() < end); setTimeout(work, 1); }
console.log('busy');
work();
`;

describe("package.json's scripts", () => {
  it('run every TypeScript file with node --import tsx', () => {
    expect(Object.entries(scripts).filter(([, script]) => otherRunners(script).length > 0)).toEqual([]);
  });

  it('finds a script that runs one with tsx or npx tsx', () => {
    expect(otherRunners('tsx scripts/build.ts')).toEqual(['tsx scripts/build.ts']);
    expect(otherRunners('node --import tsx scripts/a.ts && npx tsx scripts/b.ts x')).toEqual(['npx tsx scripts/b.ts x']);
    expect(otherRunners('react-router typegen && tsc -b')).toEqual([]);
  });

  it("let a busy build's own SIGINT handler run (the build script's command, on a busy script)", async () => {
    const busy = path.join(scratch(), 'busy.ts');
    writeFileSync(busy, BUSY_SCRIPT);
    const command = scripts.build!.replace('scripts/build.ts', busy);
    expect(command).toContain(busy);
    // As npm runs it: a shell, in a process group of its own, sent Ctrl-C's SIGINT once the script is busy.
    const { output } = await runInterrupted(['sh', '-c', command], { cwd: ROOT }, (written) => written.includes('busy'));
    expect(output).toContain('stopped by its own handler');
  });
});
