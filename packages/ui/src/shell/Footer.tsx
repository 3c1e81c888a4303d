import { useT } from '@shop/i18n/react';
import { cx } from '../internal/cx';
import type { NavLink } from './Header';

export interface FooterProps {
  /** Link columns from the footer snippet. */
  columns: { headline: string; links: NavLink[] }[];
  /** The small print line (already translated, from the snippet). */
  note?: string | null;
  className?: string;
}

/** A minimal footer: link columns and a note. The snippet-driven parts (newsletter, payment…) come later. */
export function Footer({ columns, note, className }: FooterProps) {
  const t = useT();
  return (
    <footer className={cx('shop-footer', className)}>
      <nav aria-label={t('shell.footer.label')} className="shop-footer__columns">
        {columns.map((column) => (
          <div key={column.headline} className="shop-footer__column">
            <h2 className="shop-footer__headline">{column.headline}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {note ? <p className="shop-footer__note">{note}</p> : null}
    </footer>
  );
}
