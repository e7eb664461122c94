import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** Open/closed state that belongs to the page it was opened on: any navigation closes it. */
export function useOpenOnPage(): [open: boolean, setOpen: (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn === pathname, setOpen];
}
