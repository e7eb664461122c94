import { useEffect, useState } from 'react';
import { isHydrated } from '../../components/hydration.ts';

/**
 * How many of `total` items to render. During hydration everything renders at once (it must match the
 * prerendered HTML); after a client-side navigation the count grows batch by batch, one task each, so
 * a very long list never blocks the main thread.
 */
export function useProgressiveCount(total: number, batchSize: number): number {
  const [count, setCount] = useState(() => (isHydrated() ? Math.min(total, batchSize) : total));

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => Math.min(total, current + batchSize)), 0);
    return () => clearTimeout(timer);
  }, [count, total, batchSize]);

  return Math.min(count, total);
}
