'use client';

import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { Icon } from '../parts/icons';
import { Button } from '../primitives/Button';
import { AccountLoginLink } from './AccountLoginLink';

export interface AccountLink {
  label: MessageId;
  href: string;
}

export interface AccountMenuProps {
  /** The signed-in customer; `null` shows the login icon. */
  user: { firstName: string; lastName: string } | null;
  loginHref: string;
  links: AccountLink[];
  /** Lines of the customer's default address, shown under the welcome (single-sign-on stores). */
  address?: readonly string[] | null;
  onLogout: () => void;
  loggingOut?: boolean;
  className?: string;
}

/**
 * The header's account element (spec §4): the login icon for a guest; for a signed-in customer a button that
 * discloses 'Welcome, {name}', the account links and logout. Escape and a click outside close it, and Escape
 * returns focus to the button.
 */
export function AccountMenu({
  user,
  loginHref,
  links,
  address,
  onLogout,
  loggingOut = false,
  className,
}: AccountMenuProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, rootRef, buttonRef);

  if (!user) return <AccountLoginLink href={loginHref} className={className} />;
  const welcome = t('account.welcome', { fullName: `${user.firstName} ${user.lastName}`.trim() });
  return (
    <div ref={rootRef} className="shop-account-menu">
      <button
        ref={buttonRef}
        type="button"
        className={className ?? 'shop-header__action'}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span className="shop-visually-hidden">{t('account.menu.open')}</span>
      </button>
      <div id={`${id}-menu`} className="shop-account-menu__panel" hidden={!open}>
        <p className="shop-account-menu__welcome">{welcome}</p>
        {address?.length ? (
          <p className="shop-account-menu__address">
            <span className="shop-account-menu__address-label">{t('account.menu.defaultAddress')}</span>
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
        ) : null}
        <nav aria-label={t('account.nav.label')}>
          <ul className="shop-account-menu__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{t(link.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" fullWidth loading={loggingOut} onClick={onLogout}>
          {t('account.nav.logout')}
        </Button>
      </div>
    </div>
  );
}
