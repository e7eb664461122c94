import { useEffect } from 'react';
import { useHref, useLocation, useNavigate, useNavigation } from 'react-router';
import { linkNavigationNote, navigationNote, navigationToResume, pathOf } from './recovery.ts';
import { reloadGuard, sessionStorageOrNull } from './reload-guard.ts';

let resumeChecked = false;

/**
 * Recovery after a redeploy, through React Router's public hooks (rendered once, by the root layout): keeps the
 * navigation under way, and after React Router reloaded the page in the middle of one, goes on to its target once.
 */
export function RedeployRecovery(): null {
  const navigation = useNavigation();
  const here = pathOf(useLocation());
  const base = useHref('/');
  const navigate = useNavigate();

  useEffect(() => {
    if (resumeChecked) return; // once per page load
    resumeChecked = true;
    const target = navigationToResume(reloadGuard(sessionStorageOrNull()), here, isReload());
    if (target !== null) void navigate(target);
  }, [here, navigate]);

  // A link's navigation is noted on the click itself, before React Router handles it: its reload can come before
  // the navigation's state is rendered (the effect below).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const click = {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
        button: event.button,
        modifierKey: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      };
      const note = linkNavigationNote(click, here, window.location.href, base);
      if (note !== null) reloadGuard(sessionStorageOrNull()).noteNavigation(note);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [here, base]);

  useEffect(() => {
    reloadGuard(sessionStorageOrNull()).noteNavigation(navigationNote(here, navigation, base));
  }, [here, navigation, base]);

  return null;
}

/** Whether this page load is a reload (Navigation Timing). */
function isReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}
