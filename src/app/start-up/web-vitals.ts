import type { Metric } from 'web-vitals';

export type WebVitalsCallback = (metric: Metric) => void;

declare global {
  interface Window {
    /** Optional receiver of Core Web Vitals, defined by whoever hosts or monitors the site. */
    faunaWebVitals?: WebVitalsCallback;
  }
}

/**
 * Reports CLS, INP, FCP, LCP and TTFB to `onReport`. Without a callback nothing is measured,
 * reported or even downloaded (the library is a separate chunk).
 */
export async function reportWebVitals(onReport: WebVitalsCallback | undefined, load = () => import('web-vitals')): Promise<boolean> {
  if (typeof onReport !== 'function') return false;
  const { onCLS, onINP, onFCP, onLCP, onTTFB } = await load();
  for (const register of [onCLS, onINP, onFCP, onLCP, onTTFB]) register(onReport);
  return true;
}
