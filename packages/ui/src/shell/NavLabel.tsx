import { Flag } from '../parts/flags';
import { cx } from '../primitives/cx';
import type { NavItem } from './nav-model';

export interface NavLabelProps {
  entry: Pick<NavItem, 'label' | 'variant' | 'badge' | 'flag'>;
  className?: string;
}

/**
 * An entry's label in the main and the mobile navigation: its flag before it (a country or language entry), its
 * look from the fixed list (`highlight`, `sale`), and its badge after it. The badge is part of the link's name
 * ('Angebote Neu').
 */
export function NavLabel({ entry, className }: NavLabelProps) {
  // A plain entry stays plain text: no wrapper for each of the menu's links.
  if (!entry.flag && !entry.badge && !entry.variant && !className) return <>{entry.label}</>;
  return (
    <span className={cx('shop-navlabel', entry.variant && `shop-navlabel--${entry.variant}`, className)}>
      {entry.flag ? <Flag country={entry.flag} /> : null}
      {entry.label}
      {entry.badge ? <span className="shop-navlabel__badge"> {entry.badge}</span> : null}
    </span>
  );
}
