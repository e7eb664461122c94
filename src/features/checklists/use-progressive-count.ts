import { startTransition, useEffect, useState } from 'react';
import { isHydrated } from '../../components/hydration.ts';

/**
 * Rows written into the prerendered HTML. Every real checklist is far shorter, so its whole table is in the HTML;
 * a list longer than this (20,000 rows in the benchmark) would make the browser parse megabytes of table in one
 * long task, so the rest of it renders after hydration, like after a navigation.
 */
export const PRERENDERED_ROWS = 2000;

/**
 * How many of `total` items to render. The prerendered HTML and hydration render up to PRERENDERED_ROWS (both must
 * match); after a client-side navigation the first `first` items render at once. Then `step` more are added at a
 * time, so a very long list never blocks the main thread. Each step renders as a transition: React builds its
 * items in slices of a few milliseconds, and a click or key press in between is handled first. A new `resetKey`
 * starts again from `first`.
 */
export function useProgressiveCount(total: number, first: number, step: number, resetKey: unknown = null): number {
  const [count, setCount] = useState(() => Math.min(total, isHydrated() ? first : PRERENDERED_ROWS));
  // Another list in the same place (a new filter): start again from `first` rather than render all at once.
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(Math.min(total, first));
  }

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => Math.min(total, current + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);

  return Math.min(count, total);
}
