import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';

export interface ProductOverviewProps {
  /** Badge texts as the content service delivers them ('New', 'Bestseller'). */
  badges?: string[];
  keyFeatures?: string[];
  /** The description: the app renders the content service's HTML, sanitised on the server. */
  description?: ReactNode;
}

/** The overview section: badges, key features and the description. */
export function ProductOverview({ badges = [], keyFeatures = [], description }: ProductOverviewProps) {
  const t = useT();
  return (
    <div className="shop-overview">
      {badges.length > 0 ? (
        <ul className="shop-overview__badges" aria-label={t('product.badges')}>
          {badges.map((badge) => (
            // The same look as the badges on the product's tile.
            <li key={badge} className="shop-tile__badge">
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      {keyFeatures.length > 0 ? (
        <>
          <h3 className="shop-overview__title">{t('product.keyFeatures')}</h3>
          <ul className="shop-overview__features">
            {keyFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      {description ? <div className="shop-overview__text">{description}</div> : null}
    </div>
  );
}

/** Whether the overview has anything to show. */
export const hasOverview = ({ badges = [], keyFeatures = [], description }: ProductOverviewProps) =>
  badges.length > 0 || keyFeatures.length > 0 || Boolean(description);
