/**
 * Every rule by which the page reloads itself to recover, each asking the one guard (reload-guard.ts) first:
 *
 * - a lazily loaded file failed (Vite's `vite:preloadError`): usually a redeploy removed it; reload, a moment later;
 * - a client-side navigation was cut short by React Router's own reload (after a redeploy its route module is gone,
 *   and React Router reloads the page it is on, not the target): go on to the target after that reload;
 * - a new build's service worker took control of a page an older one served: reload, so old scripts never meet new
 *   pages or data.
 */
import type { NavigationNote, ReloadGuard } from './reload-guard.ts';

/** How long a failed part's message stays on screen before the page reloads. */
export const CHUNK_RELOAD_DELAY_MS = 1500;

/** What the rules need of the browser (the real one in start-up.tsx; a fake in tests). */
export type PageControls = {
  /** This page's address: path and query, with the base path. */
  here(): string;
  /** False when the browser knows it is offline. */
  online(): boolean;
  reload(): void;
  later(task: () => void, delayMs: number): void;
};

/**
 * A lazily loaded module or stylesheet failed to load. The error still reaches the code that imported it (a part of
 * the page shows 'Loading chunk … failed'); the page reloads once, a moment later. Offline a reload cannot help.
 * Returns whether a reload is coming.
 */
export function recoverFromFailedChunk(guard: ReloadGuard, page: PageControls): boolean {
  if (!page.online() || !guard.allow('chunk', page.here())) return false;
  page.later(() => page.reload(), CHUNK_RELOAD_DELAY_MS);
  return true;
}

/**
 * A service worker took control of the page. When one already served it, this is a new build's worker: reload. A
 * first visit's worker taking control changes nothing. Returns whether the page reloads.
 */
export function recoverFromNewWorker(servedByWorker: boolean, guard: ReloadGuard, page: PageControls): boolean {
  if (!servedByWorker || !guard.allow('service-worker', page.here())) return false;
  page.reload();
  return true;
}

/** The router's navigation state, as useNavigation() gives it. */
export type NavigationState = { state: string; location?: RouterPath | undefined };
type RouterPath = { pathname: string; search: string; hash: string };

/** A router location as a path ('/references?q=x#y'). */
export const pathOf = (location: RouterPath): string => `${location.pathname}${location.search}${location.hash}`;

/**
 * The navigation under way, as the note to keep (paths without the base path: useLocation() strips it, while the
 * navigation's location keeps it), or null when none is.
 */
export function navigationNote(here: string, navigation: NavigationState, base: string): NavigationNote | null {
  if (navigation.state === 'idle' || !navigation.location) return null;
  return { from: here, to: withoutBase(pathOf(navigation.location), base) };
}

/**
 * Where to go once the page has loaded, or null: the target of a navigation that a reload cut short on this very page
 * (`here`), once. `reloaded`: this page load is a reload.
 */
export function navigationToResume(guard: ReloadGuard, here: string, reloaded: boolean): string | null {
  const note = guard.takeNavigation();
  if (!reloaded || note === null || note.from !== here || note.to === here) return null;
  return guard.allow('redeploy', note.to) ? note.to : null;
}

/** What a click needs of the link and of the event (a MouseEvent on an anchor in the browser; plain values in tests). */
export type LinkClick = {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modifierKey: boolean;
};

/**
 * The navigation a click on a link starts within the site, as the note to keep, or null: another origin, a path
 * outside the base path, a download, another window, a modified click, or the same page (a fragment link). The
 * click is noted at once because React Router may reload the page before it renders the navigation's state.
 * `here`: the router's path of the page (as useLocation() gives it); `pageHref`: the page's full address.
 */
export function linkNavigationNote(click: LinkClick, here: string, pageHref: string, base: string): NavigationNote | null {
  if (click.button !== 0 || click.modifierKey || click.download || !['', '_self'].includes(click.target)) return null;
  const page = new URL(pageHref);
  const link = new URL(click.href, page);
  if (link.origin !== page.origin || !isUnderBase(link.pathname, base)) return null;
  if (link.pathname === page.pathname && link.search === page.search) return null;
  return { from: here, to: withoutBase(pathOf(link), base) };
}

const isUnderBase = (path: string, base: string): boolean => {
  const prefix = base.replace(/\/+$/, '');
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
};

/** '/fauna/references' → '/references' under the base '/fauna/' (or '/fauna'). */
export function withoutBase(path: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (prefix === '' || !(isUnderBase(path, base) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`))) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
