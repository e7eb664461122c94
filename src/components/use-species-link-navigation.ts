import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/**
 * A click handler for a container of SpeciesNameLink anchors: a plain left click navigates in the app (no page load);
 * modified clicks (new tab, download) and clicks before hydration stay with the browser.
 */
export function useSpeciesLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-species]');
      if (!link?.dataset.species) return;
      event.preventDefault();
      void navigate(paths.species.href(link.dataset.species));
    },
    [navigate],
  );
}
