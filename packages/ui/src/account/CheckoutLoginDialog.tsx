'use client';

import { useT } from '@shop/i18n/react';
import { Button, LinkButton } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';

export interface CheckoutLoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Checkout as a guest: the cart's checkout URL. */
  guestHref: string;
  /** The login page, with the way back to checkout. */
  loginHref: string;
}

/** A guest pressing checkout chooses: continue as guest, or log in and come back to checkout (spec §2.3). */
export function CheckoutLoginDialog({ open, onClose, guestHref, loginHref }: CheckoutLoginDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('checkout.login.title')}>
      <div className="shop-checkout-login">
        <p>{t('checkout.login.text')}</p>
        <LinkButton href={loginHref} variant="primary" fullWidth>
          {t('checkout.login')}
        </LinkButton>
        <LinkButton href={guestHref} variant="secondary" fullWidth>
          {t('checkout.guest')}
        </LinkButton>
        <Button variant="ghost" onClick={onClose}>
          {t('account.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
