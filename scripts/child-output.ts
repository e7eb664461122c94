// What child processes write, kept rather than printed: for commands run side by side, builds run while requests
// go on, and servers whose output only matters when they fail.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export type Finished = { status: number | null; output: string };

/** Everything `child` has written so far to stdout and stderr, in the order it arrived. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

/** Runs `command` without blocking the event loop; its exit status and its whole output once it ends. */
export function runCollected(command: readonly string[], options: Omit<SpawnOptions, 'stdio'> = {}): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    child.on('error', (error) => resolve({ status: null, output: `${output()}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output: output() }));
  });
}

/**
 * Runs `command` in a process group of its own and sends the group SIGINT once, as Ctrl-C in a terminal does, when
 * `ready` (given the output so far, checked every 50 ms) holds; its exit status, whole output, and whether it was sent.
 */
export function runInterrupted(
  command: readonly string[],
  options: Omit<SpawnOptions, 'stdio' | 'detached'>,
  ready: (output: string) => boolean,
): Promise<Finished & { signalled: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    let signalled = false;
    const watch = setInterval(() => {
      if (signalled || !ready(output())) return;
      signalled = true;
      process.kill(-child.pid!, 'SIGINT');
    }, 50);
    child.on('close', (status) => {
      clearInterval(watch);
      resolve({ status, output: output(), signalled });
    });
  });
}
