import { useCallback } from 'react';

/**
 * A ref for what takes a form's place when it is sent (its thank-you): the focus the vanished form dropped to the
 * page moves to it, so a keyboard or screen-reader user hears the outcome and goes on from there, not from the top
 * of the page. Focus the shopper has put elsewhere stays where it is. The element needs `tabIndex={-1}`.
 */
export function useTakeDroppedFocus<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    const active = document.activeElement;
    if (element && (active === null || active === document.body)) element.focus();
  }, []);
}
