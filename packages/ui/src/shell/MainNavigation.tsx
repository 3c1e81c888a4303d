'use client';

import { TIMINGS } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/cx';
import { isPlainClick, type MenuLinkData, type NavItem, type SubmenuData, submenuOf } from './nav-model';

/** Hover time before a submenu opens (§9). */
export const SUBMENU_HOVER_DELAY_MS = TIMINGS.hoverOpenMs;

export interface MainNavigationProps {
  items: NavItem[];
  /** The page's path: when it changes (a route change) the open submenu closes. */
  currentPath?: string;
  /** Follows a link client-side; without it the browser follows it. */
  onNavigate?: (href: string) => void;
  className?: string;
}

const linksIn = (element: Element | null | undefined) =>
  element ? Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];

/**
 * The desktop main navigation, a disclosure navigation menu: each entry with a submenu has a toggle button
 * (`aria-expanded`); a submenu opens after a 250 ms hover or from the keyboard, and closes on mouse-out,
 * Escape (focus back on its toggle), focus leaving it and a route change. Arrow keys move through the entries
 * and through the open submenu's links.
 */
export function MainNavigation({ items, currentPath, onNavigate, className }: MainNavigationProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const cancelHover = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelHover();
    setOpen(null);
  }, [cancelHover]);

  // A route change closes the submenu; so does unmounting a pending hover.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => close(), [currentPath, close]);
  useEffect(() => cancelHover, [cancelHover]);

  // Escape closes a submenu opened by hover too, wherever focus is.
  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const item = (index: number) => listRef.current?.children[index] ?? null;
  const toggleOf = (index: number) => item(index)?.querySelector<HTMLButtonElement>('[aria-expanded]');
  const panelLinks = (index: number) => linksIn(item(index)?.querySelector('[data-submenu]'));
  const topControls = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button') ?? []);

  const openWithFocus = (index: number, which: 'first' | 'last') => {
    cancelHover();
    setOpen(index);
    // The panel is in the DOM already (hidden); focus its link once it shows.
    requestAnimationFrame(() => {
      const links = panelLinks(index);
      (which === 'first' ? links[0] : links[links.length - 1])?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const li = target.closest('li[data-index]');
    if (!li) return;
    const index = Number(li.getAttribute('data-index'));
    const inPanel = target.closest('[data-submenu]') !== null;
    if (inPanel) {
      const links = panelLinks(index);
      const at = links.indexOf(target as HTMLAnchorElement);
      const moveTo = (next: number) => {
        event.preventDefault();
        links[(next + links.length) % links.length]?.focus();
      };
      if (event.key === 'ArrowDown' || event.key === 'ArrowRight') moveTo(at + 1);
      else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') moveTo(at - 1);
      else if (event.key === 'Home') moveTo(0);
      else if (event.key === 'End') moveTo(links.length - 1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(null);
        toggleOf(index)?.focus();
      }
      return;
    }
    const controls = topControls();
    const at = controls.indexOf(target);
    const moveTo = (next: number) => {
      event.preventDefault();
      controls[(next + controls.length) % controls.length]?.focus();
    };
    const hasSubmenu = toggleOf(index) !== null && toggleOf(index) !== undefined;
    if (event.key === 'ArrowRight') moveTo(at + 1);
    else if (event.key === 'ArrowLeft') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(controls.length - 1);
    else if (event.key === 'ArrowDown' && hasSubmenu) {
      event.preventDefault();
      openWithFocus(index, 'first');
    } else if (event.key === 'ArrowUp' && hasSubmenu) {
      event.preventDefault();
      openWithFocus(index, 'last');
    } else if (event.key === 'Escape' && open === index) {
      event.preventDefault();
      setOpen(null);
      toggleOf(index)?.focus();
    }
  };

  // Focus leaving an entry (Tab past its submenu, a click elsewhere) closes its submenu.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    const index = Number(event.currentTarget.getAttribute('data-index'));
    setOpen((current) => (current === index ? null : current));
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    close();
    const href = link.getAttribute('href') ?? '';
    if (!onNavigate || link.target === '_blank' || !href.startsWith('/') || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated link clicks; Enter on a link fires click too
    <nav aria-label={t('shell.nav.label')} className={cx('shop-mainnav', className)} onClick={onClick}>
      <ul ref={listRef} className="shop-mainnav__list" onKeyDown={onKeyDown}>
        {items.map((entry, index) => {
          const submenu = submenuOf(entry);
          const panelId = `${id}-submenu-${index}`;
          const expanded = open === index;
          return (
            <li
              key={`${entry.href}-${entry.label}`}
              data-index={index}
              className="shop-mainnav__item"
              onMouseEnter={() => {
                if (!submenu) return;
                cancelHover();
                timer.current = setTimeout(() => setOpen(index), SUBMENU_HOVER_DELAY_MS);
              }}
              onMouseLeave={() => {
                cancelHover();
                setOpen((current) => (current === index ? null : current));
              }}
              onBlur={onBlur}
            >
              <MenuLink
                link={entry}
                className="shop-mainnav__link"
                current={entry.current}
                newTab={t('common.newTab')}
              />
              {submenu ? (
                <>
                  <button
                    type="button"
                    className="shop-mainnav__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => {
                      cancelHover();
                      setOpen(expanded ? null : index);
                    }}
                  >
                    <span className="shop-mainnav__chevron" aria-hidden="true" />
                    <span className="shop-visually-hidden">
                      {t('shell.nav.submenu', { category: entry.label })}
                    </span>
                  </button>
                  <div id={panelId} className="shop-mainnav__panel" data-submenu="" hidden={!expanded}>
                    <SubmenuContent submenu={submenu} newTab={t('common.newTab')} />
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuLink({
  link,
  className,
  current,
  newTab,
}: {
  link: MenuLinkData;
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
      {link.label}
      {link.targetBlank ? <span className="shop-visually-hidden"> {newTab}</span> : null}
    </a>
  );
}

/** The flyout's columns: categories with heading and links, then article teasers and banners. */
function SubmenuContent({ submenu, newTab }: { submenu: SubmenuData; newTab: string }) {
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
        <div key={article.button.href} className="shop-mainnav__teaser">
          <img src={article.image} alt="" width={240} height={160} loading="lazy" />
          <p>{article.text}</p>
          <MenuLink link={article.button} className="shop-mainnav__button" newTab={newTab} />
        </div>
      ))}
      {submenu.banners.map((banner) => (
        <figure key={banner.link.href} className="shop-mainnav__banner">
          <img src={banner.image} alt={banner.altText} width={240} height={160} loading="lazy" />
          <figcaption>
            {banner.caption} <MenuLink link={banner.link} className="shop-mainnav__sublink" newTab={newTab} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
