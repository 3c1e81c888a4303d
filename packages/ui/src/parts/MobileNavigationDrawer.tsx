'use client';

import { useT } from '@shop/i18n/react';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { Dialog } from '../primitives/Dialog';
import { NavLabel } from '../shell/NavLabel';
import { isPlainClick, type NavItem } from '../shell/nav-model';

/**
 * The mobile navigation's drawer over the dimmed page (scroll locked, focus kept inside, Escape and a click on the
 * overlay close it). Entries with children drill down a level, with 'Back' and a link to the whole category.
 * Loaded when the shopper first opens the navigation (`MobileNavigation`).
 */
export function MobileNavigationDrawer({
  items,
  open,
  onOpenChange,
  onNavigate,
  children,
}: {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate?: (href: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [trail, setTrail] = useState<NavItem[]>([]);
  const levelRef = useRef<HTMLDivElement>(null);
  // A closed drawer starts at the first level again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setTrail([]);
  }
  const level = trail[trail.length - 1];
  const entries = level ? (level.children ?? []) : items;

  // After a step down or up, focus goes to the new level's first control so keyboard users keep their place.
  const step = (next: NavItem[]) => {
    setTrail(next);
    requestAnimationFrame(() => levelRef.current?.querySelector<HTMLElement>('a, button')?.focus());
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    if (!onNavigate || link.target === '_blank' || !href.startsWith('/') || !isPlainClick(event)) {
      onOpenChange(false);
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={level ? level.label : t('shell.nav.label')}
      variant="drawer"
      className="shop-mobilenav"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated link clicks; Enter on a link fires click too */}
      <nav aria-label={t('shell.nav.label')} onClick={onClick}>
        <div ref={levelRef} className="shop-mobilenav__level">
          {level ? (
            <>
              <button type="button" className="shop-mobilenav__back" onClick={() => step(trail.slice(0, -1))}>
                {t('shell.nav.back')}
              </button>
              <a className="shop-mobilenav__all" href={level.allHref ?? level.href}>
                {t('shell.nav.showAll', { category: level.label })}
              </a>
            </>
          ) : null}
          <ul className="shop-mobilenav__list">
            {entries.map((entry) => (
              <li key={`${entry.href}-${entry.label}`}>
                {entry.children && entry.children.length > 0 ? (
                  <button
                    type="button"
                    className="shop-mobilenav__entry"
                    onClick={() => step([...trail, entry])}
                  >
                    <NavLabel entry={entry} />
                    <span className="shop-mobilenav__chevron" aria-hidden="true" />
                  </button>
                ) : (
                  <a
                    className="shop-mobilenav__entry"
                    href={entry.href}
                    aria-current={entry.current ? 'page' : undefined}
                    target={entry.targetBlank ? '_blank' : undefined}
                    rel={entry.targetBlank ? 'noopener' : undefined}
                  >
                    <NavLabel entry={entry} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {children}
    </Dialog>
  );
}
