import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import type { AccountLink } from './AccountMenu';

export interface AccountNavProps {
  /** The customer's name; `null` while the customer is still loading (a placeholder of the line's size shows). */
  fullName: string | null;
  links: (AccountLink & { current?: boolean })[];
  /** The logout control (a client part). */
  logout: ReactNode;
}

/**
 * The customer area's navigation: 'Welcome, {name}', the account pages (the current one marked) and logout. Drawn
 * before the customer is known too (the account pages stream the customer in), with the welcome line held open.
 */
export function AccountNav({ fullName, links, logout }: AccountNavProps) {
  const t = useT();
  return (
    <nav className="shop-account-nav" aria-label={t('account.nav.label')}>
      {fullName === null ? (
        <span className="shop-account-nav__welcome shop-skeleton shop-skeleton--text" aria-hidden="true" />
      ) : (
        <p className="shop-account-nav__welcome">{t('account.welcome', { fullName })}</p>
      )}
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
