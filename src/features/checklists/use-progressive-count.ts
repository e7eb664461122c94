import { startTransition, useEffect, useState } from 'react';
import { isHydrated } from '../../components/hydration.ts';

/**
 * Rows written into the prerendered HTML. Every real checklist is far shorter, so its whole table is in the HTML;
 * a list longer than this (20,000 rows in the benchmark) would make the browser parse megabytes of table in one
 * long task, so the rest of it renders after hydration, like after a navigation.
 */
export const PRERENDERED_ROWS = 2000;

export type ProgressiveSteps = {
  /** Items rendered at once after a client-side navigation or a new `resetKey`. */
  first: number;
  /** Items added per step. */
  step: number;
  /** A new value starts again from `first` (another list in the same place, e.g. a new filter). */
  resetKey?: unknown;
  /** When `total` falls below what is rendered: items removed per step. Without it they all go at once. */
  removeStep?: number;
};

/**
 * How many of `total` items to render. The prerendered HTML and hydration render up to PRERENDERED_ROWS (both must
 * match); after a client-side navigation the first `first` items render at once. Then `step` more are added at a
 * time, so a very long list never blocks the main thread; with `removeStep`, a list that shrinks loses its items a
 * step at a time too (removing 20,000 rows from the page at once is one long task). Each step renders as a
 * transition: React builds its items in slices of a few milliseconds, and a click or key press in between is
 * handled first.
 */
export function useProgressiveCount(total: number, { first, step, resetKey = null, removeStep }: ProgressiveSteps): number {
  const [count, setCount] = useState(() => Math.min(total, isHydrated() ? first : PRERENDERED_ROWS));
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(Math.min(total, first));
  } else if (count < Math.min(total, first)) {
    // Emptied, then asked for again: the first items at once, as after a navigation.
    setCount(Math.min(total, first));
  }
  const shown = removeStep === undefined ? Math.min(count, total) : count;

  useEffect(() => {
    const next = nextCount(shown, total, step, removeStep);
    if (next === shown) return;
    const timer = setTimeout(() => startTransition(() => setCount(next)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step, removeStep]);

  return shown;
}

/** The count after one more step from `shown` towards `total`: up by `step`, down by `removeStep` (if any). */
export function nextCount(shown: number, total: number, step: number, removeStep: number | undefined): number {
  if (shown < total) return Math.min(total, shown + step);
  return removeStep === undefined ? shown : Math.max(total, shown - removeStep);
}
