'use client';

import { BACK_TO_TOP_SCROLL } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useEffect, useState } from 'react';
import { cx } from '../primitives/cx';

/** A button that appears once the page is scrolled at least 160 px (§9) and goes back to the top, focus too. */
export function BackToTop({ className }: { className?: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY >= BACK_TO_TOP_SCROLL);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      className={cx('shop-back-to-top', className)}
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
