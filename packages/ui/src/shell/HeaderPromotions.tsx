'use client';

import { useT } from '@shop/i18n/react';
import { useEffect, useState } from 'react';
import { cx } from '../primitives/cx';

/** How long each promotion shows before the next. */
export const PROMOTION_ROTATE_MS = 5000;

export interface HeaderPromotion {
  text: string;
  href: string | null;
}

/**
 * The header's promotional banners (`header-promotions`): one at a time, rotating; a button pauses and plays,
 * hover and focus pause too, and reduced motion starts paused. All of them share one grid cell, so the bar is as
 * tall as the longest and rotating shifts nothing.
 */
export function HeaderPromotions({ items, className }: { items: HeaderPromotion[]; className?: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);
  useEffect(() => {
    if (paused || held || items.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), PROMOTION_ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, held, items.length]);

  if (items.length === 0) return null;
  return (
    <section
      className={cx('shop-promotions', className)}
      aria-label={t('shell.promotions.label')}
      aria-roledescription="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul className="shop-promotions__list" aria-live={paused || held ? 'polite' : 'off'}>
        {items.map((item, position) => (
          <li key={item.text} className="shop-promotions__item" hidden={position !== index}>
            {item.href ? <a href={item.href}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <button type="button" className="shop-promotions__toggle" onClick={() => setPaused(!paused)}>
          <span className="shop-promotions__icon" data-paused={paused || undefined} aria-hidden="true" />
          <span className="shop-visually-hidden">
            {paused ? t('shell.promotions.play') : t('shell.promotions.pause')}
          </span>
        </button>
      ) : null}
    </section>
  );
}
