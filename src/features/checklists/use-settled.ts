import { useEffect, useState } from 'react';

export type Settled<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected' };

const PENDING = { status: 'pending' } as const;

/**
 * What became of a promise, as state: pending until it settles, then its value (or that it failed), shown at once.
 * A Suspense boundary would hold the value back: React reveals content that replaces a fallback no sooner than
 * 300 ms after the fallback appeared (a checklist parsed in 60 ms showed at 340 ms).
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [settled, setSettled] = useState<{ promise: Promise<T>; result: Settled<T> } | null>(null);
  useEffect(() => {
    let current = true;
    promise.then(
      (value) => current && setSettled({ promise, result: { status: 'fulfilled', value } }),
      () => current && setSettled({ promise, result: { status: 'rejected' } }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return settled?.promise === promise ? settled.result : PENDING;
}
