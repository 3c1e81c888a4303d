'use client';

import type { MouseEvent, ReactNode } from 'react';
import { LinkButton } from '../primitives/Button';

/** True when the shopper came from a page of this shop (same origin), so 'go back' may use the history. */
export function cameFromOwnSite(): boolean {
  if (typeof document === 'undefined' || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}

/** The error page's 'go back': the previous page when it is on the shop's own site, else `href`. */
export function GoBackLink({ href, children }: { href: string; children: ReactNode }) {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromOwnSite()) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <LinkButton href={href} variant="secondary" onClick={goBack}>
      {children}
    </LinkButton>
  );
}
