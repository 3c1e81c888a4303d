'use client';

import { useEffect, useRef, useState } from 'react';
import type { CartLineData } from './CartLine';

/** 'Your cart has been updated.' once the lines change while `open` (the flyout) is true; nothing on opening. */
export function useCartUpdateAnnouncement(open: boolean, lines: CartLineData[], text: string): string {
  const signature = lines.map((line) => `${line.id}:${line.quantity}`).join('|');
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!open) {
      previous.current = null;
      setMessage('');
      return;
    }
    // Alternating a trailing no-break space makes a repeated update a change the screen reader announces.
    // An empty previous cart is the session still loading, not a change the shopper made.
    if (previous.current && previous.current !== signature) {
      setMessage((current) => (current === text ? `${text}\u00a0` : text));
    }
    previous.current = signature;
  }, [open, signature, text]);
  return message;
}
