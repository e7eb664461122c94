let hydrated = false;

/** Called once the app has hydrated (from the root component's first effect). */
export function markHydrated() {
  hydrated = true;
  // Lets browser tests and monitoring wait for an interactive page.
  document.documentElement.dataset.hydrated = 'true';
}

/** False while React hydrates the prerendered HTML; true for everything rendered afterwards. */
export function isHydrated(): boolean {
  return hydrated;
}
