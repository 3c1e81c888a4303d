'use client';

import { BACK_TO_TOP_SCROLL } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useEffect, useState } from 'react';
import { cx } from '../internal/cx';

/** A button that appears once the page is scrolled at least 160 px (§9) and scrolls back to the top. */
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
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <span className="shop-back-to-top__arrow" aria-hidden="true" />
      <span className="shop-visually-hidden">{t('shell.backToTop')}</span>
    </button>
  );
}
