import { useT } from '@shop/i18n/react';
import { Icon } from '../parts/icons';

export interface AccountLoginLinkProps {
  /** The edition's login page, or the account service's sign-in in a single-sign-on store. */
  href: string;
  className?: string;
}

/** The header's account icon for a guest: a link to the login, named 'My account'. */
export function AccountLoginLink({ href, className }: AccountLoginLinkProps) {
  const t = useT();
  return (
    <a className={className ?? 'shop-header__action'} href={href}>
      <Icon name="user" />
      <span className="shop-visually-hidden">{t('shell.account.label')}</span>
    </a>
  );
}
