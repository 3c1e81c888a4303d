import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { cx } from '../primitives/cx';
import type { FooterContent, FooterIcon, FooterIconGroup } from './footer-model';
import type { MenuLinkData } from './nav-model';

export interface FooterProps {
  /** The parts of the footer snippet. */
  content: FooterContent;
  /** The newsletter signup, when the snippet and the settings enable it. */
  newsletter?: ReactNode;
  /** Beside the icon groups: the Trusted Shops element where the edition has a trusted-shop id. */
  trustBadge?: ReactNode;
  className?: string;
}

function FooterLink({ link }: { link: MenuLinkData }) {
  const t = useT();
  return (
    // Spread, not `target={undefined}`: a server component's undefined props still travel in the RSC payload.
    <a href={link.href} {...(link.targetBlank && { target: '_blank', rel: 'noopener' })}>
      {link.label}
      {link.targetBlank ? <span className="shop-visually-hidden"> {t('common.newTab')}</span> : null}
    </a>
  );
}

function Icon({ icon }: { icon: FooterIcon }) {
  const image = <img src={icon.src} alt={icon.alt} width={35} height={25} loading="lazy" />;
  return icon.href ? (
    <a className="shop-footer__icon-link" href={icon.href} target="_blank" rel="noopener">
      {image}
    </a>
  ) : (
    image
  );
}

function IconGroup({ group, modifier }: { group: FooterIconGroup | null; modifier: string }) {
  if (!group || group.items.length === 0) return null;
  return (
    <section className={cx('shop-footer__icons', `shop-footer__icons--${modifier}`)}>
      <h2 className="shop-footer__headline">{group.headline}</h2>
      <ul className="shop-footer__icon-list">
        {group.items.map((icon) => (
          <li key={`${icon.src}-${icon.alt}`}>
            <Icon icon={icon} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer from the `footer-snippet`: newsletter, link columns, contact items, payment, shipping, social and
 * app icons (35×25, 56×40 on mobile) with the Trusted Shops element beside them, info links and text rows.
 */
export function Footer({ content, newsletter, trustBadge, className }: FooterProps) {
  const t = useT();
  return (
    <footer className={cx('shop-footer', className)}>
      {newsletter ? <div className="shop-footer__newsletter">{newsletter}</div> : null}
      <div className="shop-footer__main">
        {content.columns.length > 0 ? (
          <nav aria-label={t('shell.footer.label')} className="shop-footer__columns">
            {content.columns.map((column) => (
              <div key={column.headline} className="shop-footer__column">
                <h2 className="shop-footer__headline">{column.headline}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
                {column.images.map((image) => (
                  <Icon key={image.src} icon={image} />
                ))}
              </div>
            ))}
          </nav>
        ) : null}
        {content.contact.map((item) => (
          <section key={item.headline} className="shop-footer__contact">
            <h2 className="shop-footer__headline">{item.headline}</h2>
            <div
              // biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML the server sanitised (sanitizeContentHtml) className="shop-footer__contact-text"
              dangerouslySetInnerHTML={{ __html: item.html }}
            />
          </section>
        ))}
      </div>
      <div className="shop-footer__badges">
        <IconGroup group={content.payment} modifier="payment" />
        <IconGroup group={content.shipping} modifier="shipping" />
        <IconGroup group={content.social} modifier="social" />
        <IconGroup group={content.app} modifier="app" />
        {trustBadge}
      </div>
      {content.info.length > 0 ? (
        <ul className="shop-footer__info">
          {content.info.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      ) : null}
      {content.textRows.map((row) => (
        <p key={row} className="shop-footer__note">
          {row}
        </p>
      ))}
    </footer>
  );
}
