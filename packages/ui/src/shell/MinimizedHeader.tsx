import { useT } from '@shop/i18n/react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { cx } from '../primitives/cx';

export interface MinimizedLinkData {
  text: string;
  link: string;
}

export interface MinimizedHeaderProps {
  /** The edition's home page. */
  homeHref: string;
  /** Shop name: the fallback logo when none is configured. */
  brandName: string;
  /** The configured logo; alt falls back to the shop logo's text. */
  logo?: { src: string; alt: string | null } | null;
  links: MinimizedLinkData[];
  cta?: MinimizedLinkData | null;
  /** Custom colours (validated CSS colours); the shop's own where null. */
  colors?: { background: string | null; text: string | null };
  /**
   * The header's client part, given rather than imported so that this server component names no client module
   * (which would ship on every page of the route): `MinimizedMenu` of this package, or the app's island of it.
   */
  parts: { MinimizedMenu: ComponentType<{ children: ReactNode }> };
  className?: string;
}

/**
 * The minimized header (spec §2.3) that a page's configuration swaps in: logo, info-link menu (a toggle list
 * below 994 px) and an optional call to action. Rendering it hides the full header (CSS `:has()`).
 */
export function MinimizedHeader({
  homeHref,
  brandName,
  logo,
  links,
  cta,
  colors,
  parts: { MinimizedMenu },
  className,
}: MinimizedHeaderProps) {
  const t = useT();
  const style = {
    ...(colors?.background ? { '--shop-minimized-background': colors.background } : {}),
    ...(colors?.text ? { '--shop-minimized-text': colors.text } : {}),
  } as CSSProperties;
  return (
    <header className={cx('shop-minimized-header', className)} style={style}>
      <a className="shop-minimized-header__logo" href={homeHref}>
        {logo ? (
          <img src={logo.src} alt={logo.alt ?? t('shell.logo.alt')} height={40} />
        ) : (
          <>
            <span aria-hidden="true">{brandName}</span>
            <span className="shop-visually-hidden">{t('shell.logo.alt')}</span>
          </>
        )}
      </a>
      {links.length > 0 ? (
        <nav className="shop-minimized-header__nav" aria-label={t('shell.nav.infoMenu')}>
          <MinimizedMenu>
            <ul className="shop-minimized-header__links">
              {links.map((link) => (
                <li key={`${link.link}|${link.text}`}>
                  <a href={link.link}>{link.text}</a>
                </li>
              ))}
            </ul>
          </MinimizedMenu>
        </nav>
      ) : null}
      {cta ? (
        <a className="shop-minimized-header__cta" href={cta.link}>
          {cta.text}
        </a>
      ) : null}
    </header>
  );
}
