'use client';

import { useEffect, useRef, useState } from 'react';
import type { CartLineData } from './CartLine';

/**
 * 'Your cart has been updated.' once the lines change while `open` (the flyout) is true; nothing on opening. While
 * changes are `pending` (an optimistic quantity), it waits: a change the backend refused rolls back to the cart as
 * it was, which is no update.
 */
export function useCartUpdateAnnouncement(
  open: boolean,
  lines: CartLineData[],
  text: string,
  pending = false,
): string {
  const signature = lines.map((line) => `${line.id}:${line.quantity}`).join('|');
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!open) {
      previous.current = null;
      setMessage('');
      return;
    }
    if (pending) return;
    // Alternating a trailing no-break space makes a repeated update a change the screen reader announces.
    // An empty previous cart is the session still loading, not a change the shopper made.
    if (previous.current && previous.current !== signature) {
      setMessage((current) => (current === text ? `${text}\u00a0` : text));
    }
    previous.current = signature;
  }, [open, signature, text, pending]);
  return message;
}
