import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { routerPathOf } from '../config/paths.ts';

/** The attribute that hands an anchor's clicks to the router: set it with `{...ROUTE_LINK}` (its path is its href's). */
export const ROUTE_LINK = { 'data-route': '' } as const;

/**
 * A click handler for a container of plain anchors marked with ROUTE_LINK (species names, citations in long tables):
 * a plain left click navigates in the app to the anchor's address, with no page load; modified clicks (new tab),
 * addresses of another origin and clicks before hydration stay with the browser.
 */
export function useRouteLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-route]');
      const path = link && link.origin === window.location.origin ? routerPathOf(link) : null;
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}
