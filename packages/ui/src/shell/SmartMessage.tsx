'use client';

import { useId, useState } from 'react';
import { cx } from '../primitives/cx';

export interface SmartMessageData {
  id: string;
  /** The colour variable of the theme: primary, accent, neutral… */
  colorVar: string;
  /** top, bottom, bottom-left, bottom-right… */
  position: string;
  size: string;
  label: string;
  headline: string;
  image: { src: string; alt: string; title: string } | null;
  text: string;
  cta: string;
  url: string;
  isOpenByDefault: boolean;
  /** Shown in the mobile layout (under 992 px) and on desktop. */
  onMobile: boolean;
  onDesktop: boolean;
}

/**
 * A smart message: label and headline; when it has content (image, text or a call to action), the headline is a
 * button that expands or collapses it, starting as `isOpenByDefault`.
 */
export function SmartMessage({ message }: { message: SmartMessageData }) {
  const id = useId();
  const hasContent = Boolean(message.image || message.text || (message.cta && message.url));
  const [open, setOpen] = useState(message.isOpenByDefault);
  const expanded = hasContent && open;
  return (
    <aside
      className={cx(
        'shop-smart',
        `shop-smart--${message.position}`,
        `shop-smart--${message.size}`,
        `shop-smart--${message.colorVar}`,
      )}
      aria-labelledby={`${id}-headline`}
      data-mobile={message.onMobile || undefined}
      data-desktop={message.onDesktop || undefined}
    >
      {message.label ? <span className="shop-smart__label">{message.label}</span> : null}
      <p className="shop-smart__headline">
        {hasContent ? (
          <button
            id={`${id}-headline`}
            type="button"
            className="shop-smart__toggle"
            aria-expanded={expanded}
            aria-controls={`${id}-content`}
            onClick={() => setOpen(!open)}
          >
            {message.headline}
          </button>
        ) : (
          <span id={`${id}-headline`}>{message.headline}</span>
        )}
      </p>
      {hasContent ? (
        <div id={`${id}-content`} className="shop-smart__content" hidden={!expanded}>
          {message.image ? (
            <img
              src={message.image.src}
              alt={message.image.alt}
              title={message.image.title || undefined}
              width={96}
              height={96}
              loading="lazy"
            />
          ) : null}
          {message.text ? <p className="shop-smart__text">{message.text}</p> : null}
          {message.cta && message.url ? (
            <a className="shop-smart__cta" href={message.url}>
              {message.cta}
            </a>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
