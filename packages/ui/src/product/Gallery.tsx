'use client';

import { useT } from '@shop/i18n/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cx } from '../primitives/cx';
import { type ImageData, MediaImage } from '../primitives/MediaImage';
import { GALLERY_IMAGE_SIZES } from './gallery-sizes';

export interface GalleryProps {
  images: ImageData[];
  initialIndex?: number;
  className?: string;
}

/**
 * The product's images: a large image in a fixed 1:1 box, previous/next buttons and thumbnails. The thumbnails
 * are one tab stop; arrow keys, Home and End move between them and show the image.
 */
export function Gallery({ images, initialIndex = 0, className }: GalleryProps) {
  const t = useT();
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), Math.max(images.length - 1, 0)));
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  // A new image list (another variant) may be shorter than the index shown.
  const shown = Math.min(index, Math.max(total - 1, 0));
  const current = images[shown];

  const show = (next: number, focus = false) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: shown + 1,
      ArrowDown: shown + 1,
      ArrowLeft: shown - 1,
      ArrowUp: shown - 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section className={cx('shop-gallery', className)} aria-label={t('product.gallery.label')}>
      <div className="shop-gallery__stage">
        {current ? (
          <MediaImage
            src={current.src}
            alt={current.alt}
            {...(current.rendition ? { rendition: current.rendition } : {})}
            priority
            sizes={GALLERY_IMAGE_SIZES}
            widths={[480, 640, 960, 1200]}
          />
        ) : (
          <span className="shop-media" style={{ aspectRatio: '1' }} />
        )}
        {total > 1 ? (
          <>
            <button
              type="button"
              className="shop-gallery__step shop-gallery__step--previous"
              onClick={() => show(shown - 1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="shop-visually-hidden">{t('product.gallery.previous')}</span>
            </button>
            <button
              type="button"
              className="shop-gallery__step shop-gallery__step--next"
              onClick={() => show(shown + 1)}
            >
              <span aria-hidden="true">›</span>
              <span className="shop-visually-hidden">{t('product.gallery.next')}</span>
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="shop-gallery__thumbs">
          {images.map((image, position) => (
            <li key={image.src}>
              <button
                ref={(node) => {
                  thumbs.current[position] = node;
                }}
                type="button"
                className="shop-gallery__thumb"
                aria-current={position === shown ? 'true' : undefined}
                tabIndex={position === shown ? 0 : -1}
                onClick={() => show(position)}
                onKeyDown={onThumbKeyDown}
              >
                <MediaImage src={image.src} alt="" sizes="4rem" widths={[80, 160]} />
                <span className="shop-visually-hidden">
                  {t('product.gallery.show', { index: position + 1, total })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
