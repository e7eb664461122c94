import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, importChunk } from './lazy-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('importChunk', () => {
  it('resolves with the module when it arrives', async () => {
    await expect(importChunk('viewer', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("fails with 'Loading chunk {n} failed' when the import fails", async () => {
    const failure = importChunk('photo-viewer', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failure).rejects.toThrow(new ChunkLoadError('photo-viewer'));
    await expect(failure).rejects.toThrow('Loading chunk photo-viewer failed');
  });

  it('fails when the chunk has not arrived within 120 s', async () => {
    vi.useFakeTimers();
    const pending = importChunk('photo-viewer', () => new Promise(() => {}));
    const outcome = expect(pending).rejects.toThrow('Loading chunk photo-viewer failed');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
