'use client';

import { BACK_TO_TOP_SCROLL } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cx } from '../primitives/cx';

/**
 * How far from the viewport's bottom the button must sit to clear the smart messages floating in its column (a
 * bottom-right one, or any bottom one as wide as a phone), in px; 0 when none is there.
 */
function messagesLift(button: HTMLElement): number {
  const column = button.getBoundingClientRect();
  let lift = 0;
  for (const message of document.querySelectorAll<HTMLElement>('.shop-smart:not(.shop-smart--top)')) {
    const box = message.getBoundingClientRect();
    const inColumn = box.width > 0 && box.left < column.right && column.left < box.right;
    if (inColumn) lift = Math.max(lift, window.innerHeight - box.top);
  }
  return lift;
}

/**
 * A button that appears once the page is scrolled at least 160 px (§9) and goes back to the top, focus too. It
 * rises above a smart message floating in its corner (and follows it as it opens or closes), never under it.
 */
export function BackToTop({ className }: { className?: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [lift, setLift] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const update = () => setShown(window.scrollY >= BACK_TO_TOP_SCROLL);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  useEffect(() => {
    const button = buttonRef.current;
    if (!shown || !button) return;
    const measure = () => setLift(messagesLift(button));
    measure();
    const observer = new ResizeObserver(measure);
    for (const message of document.querySelectorAll('.shop-smart')) observer.observe(message);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [shown]);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cx('shop-back-to-top', className)}
      style={lift > 0 ? ({ '--shop-back-to-top-lift': `${Math.ceil(lift)}px` } as CSSProperties) : undefined}
      hidden={!shown}
      onClick={() => {
        // A jump, not an animation: a smooth scroll stopped short (at 96 px) in Chromium in our browser tests.
        window.scrollTo({ top: 0, behavior: 'instant' });
        // Keyboard users start again at the top too: the page's first control (the skip link).
        document.querySelector<HTMLElement>('a[href], button:not([hidden])')?.focus({ preventScroll: true });
      }}
    >
      <span className="shop-back-to-top__arrow" aria-hidden="true" />
      <span className="shop-visually-hidden">{t('shell.backToTop')}</span>
    </button>
  );
}
