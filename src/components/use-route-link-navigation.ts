import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for a container of plain anchors that carry their router path in `data-route` (species names,
 * citations in long tables): a plain left click navigates in the app, with no page load; modified clicks (new tab)
 * and clicks before hydration stay with the browser.
 */
export function useRouteLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-route]');
      if (!link?.dataset.route) return;
      event.preventDefault();
      void navigate(link.dataset.route);
    },
    [navigate],
  );
}
