import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_DELAY_MS,
  navigationNote,
  navigationToResume,
  recoverFromFailedChunk,
  recoverFromNewWorker,
  withoutBase,
  type NavigationState,
  type PageControls,
} from './recovery.ts';
import { reloadGuard, type RecoveryStorage, type ReloadGuard } from './reload-guard.ts';

/** A sessionStorage in memory; `keys()` lists what was written. */
function memoryStorage(): RecoveryStorage & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    keys: () => [...values.keys()],
  };
}

const at = (pathname: string) => ({ pathname, search: '', hash: '' });
const loading = (pathname: string): NavigationState => ({ state: 'loading', location: at(pathname) });
const IDLE: NavigationState = { state: 'idle' };

function fakePage(here = '/', online = true) {
  const tasks: { task: () => void; delayMs: number }[] = [];
  const page = {
    here: () => here,
    online: () => online,
    reload: vi.fn(),
    later: (task: () => void, delayMs: number) => void tasks.push({ task, delayMs }),
    runLater: () => tasks.splice(0).forEach(({ task }) => task()),
    tasks,
  } satisfies PageControls & Record<string, unknown>;
  return page;
}

/** The planted defect: a guard that never refuses (what the page did with no guard at all). */
function withoutGuard(guard: ReloadGuard): ReloadGuard {
  return { ...guard, allow: () => true };
}

describe('a lazily loaded file that fails (vite:preloadError)', () => {
  it('reloads the page once, a moment later', () => {
    const guard = reloadGuard(memoryStorage());
    const page = fakePage();
    expect(recoverFromFailedChunk(guard, page)).toBe(true);
    expect(page.reload).not.toHaveBeenCalled(); // the part's message stays on screen for a moment
    expect(page.tasks.map(({ delayMs }) => delayMs)).toEqual([CHUNK_RELOAD_DELAY_MS]);
    page.runLater();
    expect(page.reload).toHaveBeenCalledTimes(1);
    // A second failure (its stylesheet and its module, or the same part after the reload) reloads nothing.
    expect(recoverFromFailedChunk(guard, page)).toBe(false);
    page.runLater();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: a reload cannot fetch the file either', () => {
    const page = fakePage('/', false);
    expect(recoverFromFailedChunk(reloadGuard(memoryStorage()), page)).toBe(false);
    expect(page.tasks).toEqual([]);
  });
});

describe('a new service worker taking control', () => {
  it('reloads a page an older worker served, once', () => {
    const guard = reloadGuard(memoryStorage());
    const page = fakePage('/references');
    expect(recoverFromNewWorker(true, guard, page)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(recoverFromNewWorker(true, guard, page)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it("changes nothing on a first visit (the worker takes control of a page no worker served)", () => {
    const page = fakePage();
    expect(recoverFromNewWorker(false, reloadGuard(memoryStorage()), page)).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('a navigation cut short by React Router reloading the page (redeploy)', () => {
  it('goes on to the target after the reload, once', () => {
    const storage = memoryStorage();
    // Build A's page: the visitor follows a link; React Router reloads '/' because the route module of /references is gone.
    expect(navigationToResume(reloadGuard(storage), '/', false)).toBeNull();
    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/references'), '/'));

    expect(navigationToResume(reloadGuard(storage), '/', true)).toBe('/references');

    // The retry fails the same way: the next reload stays where it is.
    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/references'), '/'));
    expect(navigationToResume(reloadGuard(storage), '/', true)).toBeNull();
  });

  it('keeps paths without the base path, as navigate() wants them', () => {
    const storage = memoryStorage();
    // useLocation() strips the base path; the navigation's location keeps it.
    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/fauna/references'), '/fauna/'));
    expect(navigationToResume(reloadGuard(storage), '/', true)).toBe('/references');
  });

  it('does nothing on a first visit, when the navigation finished, or after a reload of another page', () => {
    const storage = memoryStorage();
    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/endemic'), '/'));
    expect(navigationToResume(reloadGuard(storage), '/', false)).toBeNull(); // not a reload: the note is dropped
    expect(navigationToResume(reloadGuard(storage), '/', true)).toBeNull();

    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/endemic'), '/'));
    reloadGuard(storage).noteNavigation(navigationNote('/endemic', IDLE, '/'));
    expect(navigationToResume(reloadGuard(storage), '/endemic', true)).toBeNull();

    reloadGuard(storage).noteNavigation(navigationNote('/', loading('/endemic'), '/'));
    expect(navigationToResume(reloadGuard(storage), '/references', true)).toBeNull();
  });

  it('strips the base path only where it is one', () => {
    expect(withoutBase('/fauna/references?q=x#y', '/fauna/')).toBe('/references?q=x#y');
    expect(withoutBase('/fauna', '/fauna/')).toBe('/');
    expect(withoutBase('/fauna?q=x', '/fauna')).toBe('/?q=x');
    expect(withoutBase('/faunas/x', '/fauna/')).toBe('/faunas/x');
    expect(withoutBase('/references', '/')).toBe('/references');
  });
});

describe('the guard stops reload loops (planted defect: without it, each rule loops)', () => {
  const CAP = 10;

  /** Page loads of a page whose lazily loaded part fails on every load (a broken deployment), up to CAP. */
  function loadsWithFailingChunk(guardOf: (guard: ReloadGuard) => ReloadGuard): number {
    const storage = memoryStorage();
    let loads = 0;
    let reloading = true;
    while (reloading && loads < CAP) {
      loads++;
      reloading = false;
      const page = { ...fakePage(), reload: () => void (reloading = true) };
      const tasks: (() => void)[] = [];
      recoverFromFailedChunk(guardOf(reloadGuard(storage)), { ...page, later: (task) => void tasks.push(task) });
      tasks.forEach((task) => task());
    }
    return loads;
  }

  /** Page loads when the new build lacks the target's route module too: React Router reloads on every try. */
  function loadsWithMissingRoute(guardOf: (guard: ReloadGuard) => ReloadGuard): number {
    const storage = memoryStorage();
    let loads = 1;
    let target: string | null = '/endemic'; // the visitor's click on build A's page
    while (target !== null && loads < CAP) {
      reloadGuard(storage).noteNavigation(navigationNote('/', loading(target), '/'));
      loads++; // React Router's reload
      target = navigationToResume(guardOf(reloadGuard(storage)), '/', true);
    }
    return loads;
  }

  /** Page loads when every load brings a controllerchange (a worker that keeps replacing itself). */
  function loadsWithChangingWorker(guardOf: (guard: ReloadGuard) => ReloadGuard): number {
    const storage = memoryStorage();
    let loads = 0;
    let reloading = true;
    while (reloading && loads < CAP) {
      loads++;
      reloading = false;
      recoverFromNewWorker(true, guardOf(reloadGuard(storage)), { ...fakePage(), reload: () => void (reloading = true) });
    }
    return loads;
  }

  it.each([
    ['a failing chunk', loadsWithFailingChunk, 2],
    ['a route module missing from the new build', loadsWithMissingRoute, 3],
    ['a new service worker', loadsWithChangingWorker, 2],
  ] as const)('%s: one recovery, then the page stays', (_, loads, expected) => {
    expect(loads((guard) => guard)).toBe(expected);
    expect(loads(withoutGuard)).toBe(CAP); // the loop the guard prevents
  });
});
