import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setSavedCpuSlowdown, withArtifactsDirectory } from './lighthouse-artifacts.ts';

const directories: string[] = [];
afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** A saved run as Lighthouse writes it: its settings beside the trace and the rest. */
function savedRun(settings: object): string {
  const directory = mkdtempSync(join(tmpdir(), 'fauna-artifacts-test-'));
  directories.push(directory);
  writeFileSync(join(directory, 'artifacts.json'), JSON.stringify({ BenchmarkIndex: 2400, settings, URL: { requestedUrl: 'http://localhost/' } }));
  return directory;
}
const read = (directory: string) => JSON.parse(readFileSync(join(directory, 'artifacts.json'), 'utf8'));

describe("a Lighthouse run's saved artifacts", () => {
  it('take the slowdown of a second audit, and keep everything else', () => {
    const directory = savedRun({ throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 8.1 }, formFactor: 'mobile' });
    setSavedCpuSlowdown(directory, 4);
    expect(read(directory)).toEqual({
      BenchmarkIndex: 2400,
      settings: { throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 }, formFactor: 'mobile' },
      URL: { requestedUrl: 'http://localhost/' },
    });
  });

  it('refuse a run whose slowdown was applied while it loaded', () => {
    const directory = savedRun({ throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: 8 } });
    expect(() => setSavedCpuSlowdown(directory, 4)).toThrow('devtools throttling');
    expect(read(directory).settings.throttling.cpuSlowdownMultiplier).toBe(8);
  });

  it('refuse artifacts without settings', () => {
    expect(() => setSavedCpuSlowdown(savedRun({}), 4)).toThrow('no throttling settings');
  });

  it('live in a directory removed after use, even when the use fails', async () => {
    let seen = '';
    await expect(
      withArtifactsDirectory(async (directory) => {
        seen = directory;
        writeFileSync(join(directory, 'artifacts.json'), '{}');
        throw new Error('the run failed');
      }),
    ).rejects.toThrow('the run failed');
    expect(seen).not.toBe('');
    expect(existsSync(seen)).toBe(false);
  });
});
