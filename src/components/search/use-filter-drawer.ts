import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FilterDrawer {
  open: boolean;
  show: () => void;
  /** Closes the drawer and gives focus back to its toggle. */
  close: () => void;
  /** The button that opens the drawer. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The filter panel as a drawer on small screens: while open the page behind does not scroll
 * (`drawer-open` on the root element), Escape closes it, and focus moves to its close button
 * (`closeId`), then back to the toggle.
 */
export function useFilterDrawer(closeId: string): FilterDrawer {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  const show = useCallback(() => setOpen(true), []);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('drawer-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    document.getElementById(closeId)?.focus();
    return () => {
      document.documentElement.classList.remove('drawer-open');
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, closeId]);
  return { open, show, close, toggleRef };
}
