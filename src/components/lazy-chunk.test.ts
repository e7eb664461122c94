import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, clearChunkReload, importChunk, reloadOnceForChunk } from './lazy-chunk.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

describe('reloadOnceForChunk', () => {
  it('reloads once per chunk, then lets the page show the error', () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const storage = memoryStorage();
    expect(reloadOnceForChunk('photo-viewer', storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk('photo-viewer', storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReload(storage);
    expect(reloadOnceForChunk('photo-viewer', storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
