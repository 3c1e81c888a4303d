'use client';

import { TIMINGS } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { useShellRouting } from '../hooks/shell-routing';
import { useHydrated } from '../hooks/use-hydrated';
import { MainNavigationMenu } from '../parts/MainNavigationMenu';
import { cx } from '../primitives/cx';
import { NavLabel } from './NavLabel';
import { currentHref, type MenuLinkData, type NavItem, type SubmenuData, submenuOf } from './nav-model';

/** Hover time before a submenu opens (§9). */
export const SUBMENU_HOVER_DELAY_MS = TIMINGS.hoverOpenMs;

export interface MainNavigationProps {
  items: NavItem[];
  /** Teasers every desktop flyout shows after its entry's own (the content service's `flyout-snippet`). */
  teasers?: SubmenuData['articles'];
  className?: string;
}

/**
 * The desktop main navigation, a disclosure navigation menu: each entry with a submenu has a toggle button
 * (`aria-expanded`); a submenu opens after a 250 ms hover or from the keyboard, and closes on mouse-out,
 * Escape (focus back on its toggle), focus leaving it and a route change. Arrow keys move through the entries
 * and through the open submenu's links. A client component drawn from `items`, which the header's drawer shares
 * (as props the menu travels to the browser once; as a server component's output it would be about four times
 * its size); the behaviour loads with the first gesture (`MainNavigationMenu`), and the route and client-side
 * links come from `ShellRoutingProvider`.
 */
export function MainNavigation({ items, teasers = [], className }: MainNavigationProps) {
  const t = useT();
  const { currentPath } = useShellRouting();
  // The page's entry: from the route once the app gives one, else as the items say.
  const best = currentHref(
    items.map((item) => item.href),
    currentPath,
  );
  const isCurrent = (entry: NavItem) => (currentPath === undefined ? entry.current : entry.href === best);
  return (
    <nav aria-label={t('shell.nav.label')} className={cx('shop-mainnav', className)}>
      <MainNavigationMenu>
        {items.map((entry, index) => {
          const submenu = submenuOf(entry);
          // One main navigation per page: the index names its panels.
          const panelId = `shop-mainnav-submenu-${index}`;
          return (
            <li key={`${entry.href}-${entry.label}`} data-index={index} className="shop-mainnav__item">
              <MenuLink
                link={entry}
                className="shop-mainnav__link"
                current={isCurrent(entry)}
                newTab={t('common.newTab')}
              />
              {submenu ? (
                <>
                  <SubmenuToggle
                    panelId={panelId}
                    label={t('shell.nav.submenu', { category: entry.label })}
                  />
                  <div id={panelId} className="shop-mainnav__panel" data-submenu="" hidden>
                    {entry.allHref ? (
                      <a className="shop-mainnav__all" href={entry.allHref}>
                        {t('shell.nav.showAll', { category: entry.label })}
                      </a>
                    ) : null}
                    <SubmenuContent submenu={submenu} teasers={teasers} newTab={t('common.newTab')} />
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </MainNavigationMenu>
    </nav>
  );
}

/**
 * A submenu's toggle. Only script opens a submenu, so until the page is hydrated the toggle says it cannot be used
 * yet (`aria-disabled`) instead of swallowing a key or a click; the links beside it work from the first paint.
 */
function SubmenuToggle({ panelId, label }: { panelId: string; label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="shop-mainnav__toggle"
      aria-expanded={false}
      aria-controls={panelId}
      aria-disabled={hydrated ? undefined : true}
    >
      <span className="shop-mainnav__chevron" aria-hidden="true" />
      <span className="shop-visually-hidden">{label}</span>
    </button>
  );
}

function MenuLink({
  link,
  className,
  current,
  newTab,
}: {
  link: MenuLinkData | NavItem;
  className: string;
  current?: boolean;
  newTab: string;
}) {
  return (
    <a
      className={className}
      href={link.href}
      aria-current={current ? 'page' : undefined}
      target={link.targetBlank ? '_blank' : undefined}
      rel={link.targetBlank ? 'noopener' : undefined}
    >
      <NavLabel entry={link} />
      {link.targetBlank ? <span className="shop-visually-hidden"> {newTab}</span> : null}
    </a>
  );
}

/**
 * A teaser's or banner's picture, drawn once the page is hydrated: only script opens a submenu, and without it the
 * browser loads every image, lazy or hidden (so a page without JavaScript fetched every submenu's pictures).
 */
function SubmenuImage({ src, alt }: { src: string; alt: string }) {
  const hydrated = useHydrated();
  return hydrated ? <img src={src} alt={alt} width={240} height={160} loading="lazy" /> : null;
}

type Article = SubmenuData['articles'][number];

/** An article teaser of a flyout: picture, text and the link it leads to. */
function ArticleTeaser({ article, newTab }: { article: Article; newTab: string }) {
  return (
    <div className="shop-mainnav__teaser">
      <SubmenuImage src={article.image} alt="" />
      <p>{article.text}</p>
      <MenuLink link={article.button} className="shop-mainnav__button" newTab={newTab} />
    </div>
  );
}

/** The flyout's columns: categories with heading and links, then article teasers (its own, the shop's) and banners. */
function SubmenuContent({
  submenu,
  teasers,
  newTab,
}: {
  submenu: SubmenuData;
  teasers: readonly Article[];
  newTab: string;
}) {
  return (
    <div className="shop-mainnav__columns">
      {submenu.categories.map((category) => (
        <div key={category.heading.href} className="shop-mainnav__column">
          <MenuLink link={category.heading} className="shop-mainnav__heading" newTab={newTab} />
          <ul className="shop-mainnav__sublist">
            {category.columns.map((column) => (
              <li key={column.href}>
                <MenuLink link={column} className="shop-mainnav__sublink" newTab={newTab} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {submenu.articles.map((article) => (
        <ArticleTeaser key={article.button.href} article={article} newTab={newTab} />
      ))}
      {teasers.map((article) => (
        <ArticleTeaser key={`teaser-${article.button.href}`} article={article} newTab={newTab} />
      ))}
      {submenu.banners.map((banner) => (
        <figure key={banner.link.href} className="shop-mainnav__banner">
          <SubmenuImage src={banner.image} alt={banner.altText} />
          <figcaption>
            {banner.caption} <MenuLink link={banner.link} className="shop-mainnav__sublink" newTab={newTab} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
