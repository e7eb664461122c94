import { useEffect } from 'react';
import { useHref, useLocation, useNavigate, useNavigation } from 'react-router';
import { navigationNote, navigationToResume, pathOf } from './recovery.ts';
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
