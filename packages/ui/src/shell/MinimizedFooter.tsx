import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';
import type { MinimizedLinkData } from './MinimizedHeader';

export interface MinimizedFooterProps {
  links: MinimizedLinkData[];
  /** Text rows (legal notes, copyright). */
  rows: string[];
  className?: string;
}

/** The minimized footer (`footer-minimized`): info links and text rows. Rendering it hides the full footer. */
export function MinimizedFooter({ links, rows, className }: MinimizedFooterProps) {
  const t = useT();
  return (
    <footer className={cx('shop-minimized-footer', className)}>
      {links.length > 0 ? (
        <nav aria-label={t('shell.footer.label')}>
          <ul className="shop-minimized-footer__links">
            {links.map((link) => (
              <li key={`${link.link}|${link.text}`}>
                <a href={link.link}>{link.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {rows.map((row) => (
        <p key={row} className="shop-minimized-footer__row">
          {row}
        </p>
      ))}
    </footer>
  );
}
