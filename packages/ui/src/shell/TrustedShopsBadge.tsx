import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface TrustedShopsBadgeProps {
  /** The edition's certificate page at Trusted Shops (its trusted-shop id, spec §3 edition settings). */
  certificateUrl: string;
  className?: string;
}

/**
 * The footer's Trusted Shops element: a seal and a link to the shop's certificate, opening in a new tab. Drawn by
 * the shop itself (no picture or script of Trusted Shops), so it costs no third-party request; the app adds their
 * trustbadge script only where it is configured (docs/storefront.md, "Trusted Shops").
 */
export function TrustedShopsBadge({ certificateUrl, className }: TrustedShopsBadgeProps) {
  const t = useT();
  return (
    <a className={cx('shop-trustedshops', className)} href={certificateUrl} target="_blank" rel="noopener">
      <span className="shop-trustedshops__seal" aria-hidden="true" />
      {t('shell.footer.trustedShops')}
      <span className="shop-visually-hidden"> {t('common.newTab')}</span>
    </a>
  );
}
