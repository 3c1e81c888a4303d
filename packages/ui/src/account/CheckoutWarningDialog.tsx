'use client';

import { useT } from '@shop/i18n/react';
import { useRef } from 'react';
import { Icon } from '../parts/icons';
import { LinkButton } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';

export interface CheckoutWarningDialogProps {
  open: boolean;
  onClose: () => void;
  /** Checkout as a guest: the cart's checkout URL. */
  guestHref: string;
  /** The sign-in at the account service, coming back to checkout. */
  loginHref: string;
}

/**
 * Single-sign-on stores (spec §4): an anonymous shopper pressing checkout is warned that they are not logged in
 * and chooses login (the recommended way, focused first) or guest checkout. Escape, the close button and the
 * backdrop close it, and focus goes back to the checkout button.
 */
export function CheckoutWarningDialog({ open, onClose, guestHref, loginHref }: CheckoutWarningDialogProps) {
  const t = useT();
  const loginRef = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('checkout.sso.title')}
      initialFocusRef={loginRef}
      className="shop-checkout-warning"
    >
      <p className="shop-checkout-warning__text">
        <Icon name="warning" />
        <span>{t('checkout.sso.text')}</span>
      </p>
      <div className="shop-checkout-warning__choices">
        <LinkButton ref={loginRef} href={loginHref} variant="primary" fullWidth>
          {t('checkout.login')}
        </LinkButton>
        <LinkButton href={guestHref} variant="secondary" fullWidth>
          {t('checkout.guest')}
        </LinkButton>
      </div>
    </Dialog>
  );
}
