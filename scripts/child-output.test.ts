import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { collectOutput, runCollected, runInterrupted } from './child-output.ts';

const node = (code: string) => [process.execPath, '-e', code];

describe('runCollected', () => {
  it('keeps stdout and stderr in the order they were written, with the exit status', async () => {
    const code = "process.stdout.write('one\\n'); setTimeout(() => { process.stderr.write('two\\n'); process.exit(3); }, 50)";
    expect(await runCollected(node(code))).toEqual({ status: 3, output: 'one\ntwo\n' });
  });

  it('passes the environment it is given', async () => {
    const { output } = await runCollected(node('process.stdout.write(process.env.FAUNA_PROBE ?? "none")'), { env: { ...process.env, FAUNA_PROBE: 'seen' } });
    expect(output).toBe('seen');
  });

  it('ends with no status and the reason when the command cannot start', async () => {
    const finished = await runCollected(['./no-such-command-here']);
    expect(finished.status).toBeNull();
    expect(finished.output).toContain('ENOENT');
  });
});

describe('collectOutput', () => {
  it('reads what a running process has written so far', async () => {
    const child = spawn(process.execPath, ['-e', "console.log('ready'); setTimeout(() => {}, 10000)"], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    await expect.poll(output).toBe('ready\n');
    child.kill();
  });
});

describe('runInterrupted', () => {
  it('sends its process group SIGINT once, when ready, and the command ends by its own handler', async () => {
    const code = "let n = 0; process.on('SIGINT', () => { n++; setTimeout(() => { console.log('SIGINT ' + n); process.exit(130); }, 300); }); console.log('ready'); setInterval(() => {}, 1000)";
    const finished = await runInterrupted(node(code), {}, (output) => output.includes('ready'));
    expect(finished).toEqual({ status: 130, output: 'ready\nSIGINT 1\n', signalled: true });
  });

  it('sends nothing while not ready', async () => {
    const finished = await runInterrupted(node("console.log('done')"), {}, () => false);
    expect(finished).toEqual({ status: 0, output: 'done\n', signalled: false });
  });
});
