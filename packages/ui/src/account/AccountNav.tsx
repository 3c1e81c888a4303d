import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import type { AccountLink } from './AccountMenu';

export interface AccountNavProps {
  fullName: string;
  links: (AccountLink & { current?: boolean })[];
  /** The logout control (a client part). */
  logout: ReactNode;
}

/** The customer area's navigation: 'Welcome, {name}', the account pages (the current one marked) and logout. */
export function AccountNav({ fullName, links, logout }: AccountNavProps) {
  const t = useT();
  return (
    <nav className="shop-account-nav" aria-label={t('account.nav.label')}>
      <p className="shop-account-nav__welcome">{t('account.welcome', { fullName })}</p>
      <ul className="shop-account-nav__links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {t(link.label)}
            </a>
          </li>
        ))}
        <li>{logout}</li>
      </ul>
    </nav>
  );
}
