import { describe, expect, it, vi } from 'vitest';
import { recoverNavigationsAfterRedeploy } from './redeploy-recovery.ts';

type State = Parameters<Parameters<Parameters<typeof recoverNavigationsAfterRedeploy>[0]['subscribe']>[0]>[0];
const at = (pathname: string) => ({ pathname, search: '', hash: '' });

function fakeRouter(pathname: string) {
  const listeners: ((state: State) => void)[] = [];
  const router = {
    state: { location: at(pathname), navigation: { state: 'idle' } } as State,
    subscribe: (listener: (state: State) => void) => {
      listeners.push(listener);
      return () => {};
    },
    navigate: vi.fn(),
    emit: (state: State) => listeners.forEach((listener) => listener(state)),
  };
  return router;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('recoverNavigationsAfterRedeploy', () => {
  it('goes on to the target of a navigation cut short by a reload, once', () => {
    const storage = memoryStorage();
    const before = fakeRouter('/');
    recoverNavigationsAfterRedeploy(before, storage, false);
    before.emit({ location: at('/'), navigation: { state: 'loading', location: at('/references') } });
    // React Router reloads '/' because the route module of /references is gone.

    const after = fakeRouter('/');
    recoverNavigationsAfterRedeploy(after, storage, true);
    expect(after.navigate).toHaveBeenCalledWith('/references');

    // The retry fails the same way: the next reload stays where it is.
    after.emit({ location: at('/'), navigation: { state: 'loading', location: at('/references') } });
    const again = fakeRouter('/');
    recoverNavigationsAfterRedeploy(again, storage, true);
    expect(again.navigate).not.toHaveBeenCalled();
  });

  it('navigates within the base path', () => {
    const storage = memoryStorage();
    const before = fakeRouter('/fauna/');
    recoverNavigationsAfterRedeploy(before, storage, false);
    before.emit({ location: at('/fauna/'), navigation: { state: 'loading', location: at('/fauna/references') } });
    const after = { ...fakeRouter('/fauna/'), basename: '/fauna' };
    recoverNavigationsAfterRedeploy(after, storage, true);
    expect(after.navigate).toHaveBeenCalledWith('/references');
  });

  it('does nothing on a first visit, or when the navigation finished', () => {
    const storage = memoryStorage();
    const router = fakeRouter('/');
    recoverNavigationsAfterRedeploy(router, storage, false);
    router.emit({ location: at('/'), navigation: { state: 'loading', location: at('/endemic') } });
    router.emit({ location: at('/endemic'), navigation: { state: 'idle' } });
    const reloaded = fakeRouter('/endemic');
    recoverNavigationsAfterRedeploy(reloaded, storage, true);
    expect(reloaded.navigate).not.toHaveBeenCalled();
  });
});
