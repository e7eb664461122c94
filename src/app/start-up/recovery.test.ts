import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_DELAY_MS,
  linkNavigationNote,
  navigationNote,
  navigationToResume,
  recoverFromFailedChunk,
  recoverFromNewWorker,
  withoutBase,
  type LinkClick,
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

describe('a click on a link is noted before React Router handles it', () => {
  const PAGE = 'https://fauna.example/fauna/families/Odonata?q=x';
  const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({ href, target: '', download: false, button: 0, modifierKey: false, ...extra });

  it('notes a link to another page of the site, without the base path', () => {
    expect(linkNavigationNote(click('/fauna/endemic'), '/families/Odonata?q=x', PAGE, '/fauna/')).toEqual({ from: '/families/Odonata?q=x', to: '/endemic' });
    expect(linkNavigationNote(click('../references#r1'), '/families/Odonata?q=x', PAGE, '/fauna/')).toEqual({ from: '/families/Odonata?q=x', to: '/references#r1' });
    expect(linkNavigationNote(click('/fauna/families/Odonata?q=y'), '/families/Odonata?q=x', PAGE, '/fauna/')?.to).toBe('/families/Odonata?q=y');
  });

  it('notes nothing that React Router does not navigate to', () => {
    const here = '/families/Odonata?q=x';
    for (const link of [
      click('https://other.example/fauna/endemic'),
      click('/elsewhere/endemic'),
      click('/fauna/data/Odonata.csv', { download: true }),
      click('/fauna/endemic', { target: '_blank' }),
      click('/fauna/endemic', { modifierKey: true }),
      click('/fauna/endemic', { button: 1 }),
      click('#main'),
    ]) {
      expect(linkNavigationNote(link, here, PAGE, '/fauna/'), link.href).toBeNull();
    }
  });
});

describe('the guard stops reload loops (planted defect: without it, each rule loops)', () => {
  const CAP = 10;

  /**
   * Page loads while each load's recovery (`recover`, given the guard of that load) asks for another reload, up to CAP.
   */
  function loadsUntilSettled(guardOf: (guard: ReloadGuard) => ReloadGuard, recover: (guard: ReloadGuard) => boolean): number {
    const storage = memoryStorage();
    let loads = 1;
    while (recover(guardOf(reloadGuard(storage))) && loads < CAP) loads++;
    return loads;
  }

  /** A page whose lazily loaded part fails on every load (a broken deployment). */
  function failingChunk(guard: ReloadGuard): boolean {
    let reloading = false;
    const tasks: (() => void)[] = [];
    recoverFromFailedChunk(guard, { ...fakePage(), reload: () => void (reloading = true), later: (task) => void tasks.push(task) });
    tasks.forEach((task) => task());
    return reloading;
  }

  /** The new build lacks the target's route module too: React Router reloads on every try to reach it. */
  function missingRoute(): (guard: ReloadGuard) => boolean {
    let target: string | null = '/endemic'; // the visitor's click on build A's page
    return (guard) => {
      if (target === null) return false;
      guard.noteNavigation(navigationNote('/', loading(target), '/')); // then React Router's reload
      target = navigationToResume(guard, '/', true);
      return true;
    };
  }

  /** Every load brings a controllerchange (a worker that keeps replacing itself). */
  function changingWorker(guard: ReloadGuard): boolean {
    let reloading = false;
    recoverFromNewWorker(true, guard, { ...fakePage(), reload: () => void (reloading = true) });
    return reloading;
  }

  it.each([
    ['a failing chunk', () => failingChunk, 2],
    ['a route module missing from the new build', missingRoute, 3],
    ['a new service worker', () => changingWorker, 2],
  ] as const)('%s: one recovery, then the page stays', (_, rule, expected) => {
    expect(loadsUntilSettled((guard) => guard, rule())).toBe(expected);
    expect(loadsUntilSettled(withoutGuard, rule())).toBe(CAP); // the loop the guard prevents
  });
});
