/**
 * Recovery after a redeploy. A page opened before a new build replaced the assets asks, on its next client-side
 * navigation, for a route module that no longer exists; React Router then reloads the page it is on (the new
 * HTML, with the new assets), not the one the visitor asked for. This remembers the target while a navigation
 * loads, and after such a reload goes on to it once; a target already retried is left alone (no loop).
 */
type Location = { pathname: string; search: string; hash: string };
type RouterLike = {
  /** The base path, e.g. '/fauna'; locations include it, navigate() adds it. */
  basename?: string;
  state: { location: Location; navigation: { state: string; location?: Location } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
  navigate: (to: string) => Promise<void> | void;
};
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PENDING_KEY = 'fauna:navigation-in-flight';
const RETRIED_KEY = 'fauna:navigation-retried';

const href = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/** Call once after hydration; returns the unsubscribe function. `reloaded`: this page load is a reload. */
export function recoverNavigationsAfterRedeploy(router: RouterLike, storage: SessionStore, reloaded: boolean): () => void {
  const pending = readPending(storage);
  storage.removeItem(PENDING_KEY);
  const here = href(router.state.location);
  if (reloaded && pending && pending.from === here && pending.to !== here && storage.getItem(RETRIED_KEY) !== pending.to) {
    storage.setItem(RETRIED_KEY, pending.to);
    void router.navigate(withoutBase(pending.to, router.basename));
  }
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state !== 'idle' && target) {
      storage.setItem(PENDING_KEY, JSON.stringify({ from: href(state.location), to: href(target) }));
    } else {
      storage.removeItem(PENDING_KEY);
      if (storage.getItem(RETRIED_KEY) === href(state.location)) storage.removeItem(RETRIED_KEY);
    }
  });
}

function withoutBase(path: string, basename = '/'): string {
  const base = basename.replace(/\/+$/, '');
  return base !== '' && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

function readPending(storage: SessionStore): { from: string; to: string } | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'from' in value && 'to' in value && typeof value.from === 'string' && typeof value.to === 'string') {
      return { from: value.from, to: value.to };
    }
  } catch {
    // not ours, or damaged: ignore
  }
  return null;
}

/** Whether this page load is a reload (Navigation Timing). */
export function isReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

/** The router React Router's HydratedRouter created (it keeps it on window); undefined before hydration. */
export function hydratedRouter(): RouterLike | undefined {
  return (window as unknown as { __reactRouterDataRouter?: RouterLike }).__reactRouterDataRouter;
}
