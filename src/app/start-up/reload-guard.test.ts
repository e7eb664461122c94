import { describe, expect, it } from 'vitest';
import { NAVIGATION_NOTE_MS, RECOVERY_KEY, RECOVERY_WINDOW_MS, reloadGuard, type RecoveryStorage } from './reload-guard.ts';

/** A sessionStorage in memory; `keys()` lists what was written. */
function memoryStorage(): RecoveryStorage & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    keys: () => [...values.keys()],
  };
}

/** A clock the test moves. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('reloadGuard', () => {
  it('allows one recovery per reason and target within the window, and another after it', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const guard = reloadGuard(storage, clock.now);
    expect(guard.allow('chunk', '/')).toBe(true);
    expect(guard.allow('chunk', '/')).toBe(false);
    // Another reason, or another target, is another recovery.
    expect(guard.allow('service-worker', '/')).toBe(true);
    expect(guard.allow('chunk', '/endemic')).toBe(true);
    clock.advance(RECOVERY_WINDOW_MS - 1);
    expect(guard.allow('chunk', '/')).toBe(false);
    clock.advance(1);
    expect(guard.allow('chunk', '/')).toBe(true);
    expect(RECOVERY_WINDOW_MS).toBe(60_000);
  });

  it('remembers across page loads (a new guard over the same storage), under one key', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    expect(reloadGuard(storage, clock.now).allow('redeploy', '/references')).toBe(true);
    reloadGuard(storage, clock.now).noteNavigation({ from: '/', to: '/endemic' });
    expect(reloadGuard(storage, clock.now).allow('redeploy', '/references')).toBe(false);
    expect(storage.keys()).toEqual([RECOVERY_KEY]);
  });

  it('refuses to recover when it cannot remember (no storage, or a full one)', () => {
    expect(reloadGuard(null).allow('chunk', '/')).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(reloadGuard(full).allow('chunk', '/')).toBe(false);
  });

  it('starts afresh from a damaged or foreign value', () => {
    for (const value of ['{', '"x"', '{"attempts":[{"reason":"chunk"}],"navigation":{"from":1}}', '{"attempts":[{"reason":"other","target":"/","at":1000000}]}']) {
      const storage = memoryStorage();
      storage.setItem(RECOVERY_KEY, value);
      const guard = reloadGuard(storage, fakeClock().now);
      expect(guard.takeNavigation()).toBeNull();
      expect(guard.allow('chunk', '/')).toBe(true);
    }
  });

  it('keeps the navigation under way until it is taken, once', () => {
    const guard = reloadGuard(memoryStorage());
    expect(guard.takeNavigation()).toBeNull();
    guard.noteNavigation({ from: '/', to: '/endemic' });
    expect(guard.takeNavigation()).toEqual({ from: '/', to: '/endemic' });
    expect(guard.takeNavigation()).toBeNull();
    guard.noteNavigation({ from: '/', to: '/endemic' });
    guard.noteNavigation(null);
    expect(guard.takeNavigation()).toBeNull();
  });

  it('forgets a noted navigation after NAVIGATION_NOTE_MS (a click on a link React Router did not handle)', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    reloadGuard(storage, clock.now).noteNavigation({ from: '/', to: '/data/fauna-of-kosovo.csv' });
    clock.advance(NAVIGATION_NOTE_MS);
    expect(reloadGuard(storage, clock.now).takeNavigation()).toBeNull();
    reloadGuard(storage, clock.now).noteNavigation({ from: '/', to: '/endemic' });
    clock.advance(NAVIGATION_NOTE_MS - 1);
    expect(reloadGuard(storage, clock.now).takeNavigation()).toEqual({ from: '/', to: '/endemic' });
  });
});
