'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';

/**
 * The minimized header's info-link menu: always shown from 994 px; below, a disclosure button opens it as a list
 * that closes on an outside click and on Escape (focus back on the button).
 */
export function MinimizedMenu({ children }: { children: ReactNode }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="shop-minimized-header__menu" data-open={open}>
      <button
        ref={buttonRef}
        type="button"
        className="shop-minimized-header__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="shop-minimized-header__toggle-icon" aria-hidden="true" />
        {t('shell.nav.infoMenu')}
      </button>
      <div id={id} className="shop-minimized-header__panel">
        {children}
      </div>
    </div>
  );
}
