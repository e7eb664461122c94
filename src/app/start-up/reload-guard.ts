/**
 * The one guard against reload loops, and the one sessionStorage key of start-up. Every reload-to-recover rule
 * (recovery.ts) asks it first; it refuses a second recovery for the same reason and target within a minute, so a
 * site that is still broken after one reload shows its error instead of reloading forever.
 */

/** Why the page reloads (or, after React Router's reload, goes on to where it was going) by itself. */
export type RecoveryReason = 'chunk' | 'redeploy' | 'service-worker';

/** A client-side navigation under way: router paths, without the base path. */
export type NavigationNote = { from: string; to: string };

/** The only sessionStorage key the start-up code writes. */
export const RECOVERY_KEY = 'fauna:recovery';
/** The one rule: never recover twice for the same reason and target within this time. */
export const RECOVERY_WINDOW_MS = 60_000;
/** A noted navigation older than this is forgotten: React Router's reload comes within seconds of the click. */
export const NAVIGATION_NOTE_MS = 30_000;

export type RecoveryStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Attempt = { reason: RecoveryReason; target: string; at: number };
type Memory = { attempts: Attempt[]; navigation: (NavigationNote & { at: number }) | null };

export type ReloadGuard = {
  /**
   * Whether to recover (reload, or resume a navigation) for `reason` and `target`: true once, and recorded; false
   * when the same was done less than RECOVERY_WINDOW_MS ago, or when nothing can be recorded (no storage, no guard).
   */
  allow(reason: RecoveryReason, target: string): boolean;
  /** Keeps the navigation under way (null: none), for after a reload React Router makes in the middle of it. */
  noteNavigation(navigation: NavigationNote | null): void;
  /** The navigation that was under way when the previous page went away (noted less than NAVIGATION_NOTE_MS ago);
   *  forgets it. */
  takeNavigation(): NavigationNote | null;
};

export function reloadGuard(storage: RecoveryStorage | null, now: () => number = Date.now): ReloadGuard {
  const read = (): Memory => {
    const memory: Memory = { attempts: [], navigation: null };
    try {
      const value: unknown = JSON.parse(storage?.getItem(RECOVERY_KEY) ?? 'null');
      if (!isObject(value)) return memory;
      if (Array.isArray(value.attempts)) memory.attempts = value.attempts.filter(isAttempt);
      if (isNavigation(value.navigation)) memory.navigation = value.navigation;
    } catch {
      // not ours, damaged, or no storage: start afresh
    }
    return memory;
  };
  const write = (memory: Memory): boolean => {
    if (!storage) return false;
    try {
      storage.setItem(RECOVERY_KEY, JSON.stringify(memory));
      return true;
    } catch {
      return false; // full, or refused (private browsing)
    }
  };

  return {
    allow(reason, target) {
      const memory = read();
      const time = now();
      memory.attempts = memory.attempts.filter((attempt) => time - attempt.at >= 0 && time - attempt.at < RECOVERY_WINDOW_MS);
      if (memory.attempts.some((attempt) => attempt.reason === reason && attempt.target === target)) return false;
      memory.attempts.push({ reason, target, at: time });
      // What cannot be remembered cannot be limited: no recovery then.
      return write(memory);
    },
    noteNavigation(navigation) {
      const memory = read();
      if (memory.navigation === null && navigation === null) return;
      write({ ...memory, navigation: navigation && { from: navigation.from, to: navigation.to, at: now() } });
    },
    takeNavigation() {
      const { attempts, navigation } = read();
      if (navigation === null) return null;
      write({ attempts, navigation: null });
      const age = now() - navigation.at;
      return age >= 0 && age < NAVIGATION_NOTE_MS ? { from: navigation.from, to: navigation.to } : null;
    },
  };
}

/** The tab's sessionStorage, or null where reading it throws (storage disabled). */
export function sessionStorageOrNull(): RecoveryStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const REASONS: readonly string[] = ['chunk', 'redeploy', 'service-worker'] satisfies RecoveryReason[];

function isAttempt(value: unknown): value is Attempt {
  return isObject(value) && typeof value.reason === 'string' && REASONS.includes(value.reason) && typeof value.target === 'string' && typeof value.at === 'number';
}

function isNavigation(value: unknown): value is NavigationNote & { at: number } {
  return isObject(value) && typeof value.from === 'string' && typeof value.to === 'string' && typeof value.at === 'number';
}
