'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useShellRouting } from '../hooks/shell-routing';
import { MobileNavigation } from '../shell/MobileNavigation';
import { currentHref, type NavItem } from '../shell/nav-model';
import { Icon } from './icons';

/**
 * The header's bar under 992 px: one of the two panels (navigation drawer, search row) open at most. The logo,
 * search field and actions are rendered by the server and passed in.
 */
export function HeaderBar({
  navigation,
  selector,
  logo,
  search,
  children,
}: {
  navigation: NavItem[];
  selector?: ReactNode;
  logo: ReactNode;
  search: ReactNode;
  /** The actions after the search toggle (`<li>`s). */
  children: ReactNode;
}) {
  const t = useT();
  const { currentPath, navigate } = useShellRouting();
  const [panel, setPanel] = useState<'nav' | 'search' | null>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchRowRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => {
    const best = currentHref(
      navigation.map((item) => item.href),
      currentPath,
    );
    return best === undefined
      ? navigation
      : navigation.map((item) => ({ ...item, current: item.href === best }));
  }, [navigation, currentPath]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    setPanel((current) => (current === 'search' ? null : current));
  }, [currentPath]);
  useEffect(() => {
    if (panel === 'search') searchRowRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [panel]);

  return (
    <div className="shop-header__bar">
      <MobileNavigation
        items={items}
        open={panel === 'nav'}
        onOpenChange={(open) => setPanel(open ? 'nav' : null)}
        currentPath={currentPath}
        onNavigate={navigate}
      >
        {selector}
      </MobileNavigation>
      {logo}
      <div
        ref={searchRowRef}
        className="shop-header__search"
        data-mobile-open={panel === 'search' || undefined}
      >
        {search}
        <button
          type="button"
          className="shop-header__action shop-header__search-close"
          onClick={() => {
            setPanel(null);
            searchToggleRef.current?.focus();
          }}
        >
          <Icon name="close" />
          <span className="shop-visually-hidden">{t('shell.search.close')}</span>
        </button>
      </div>
      <ul className="shop-header__actions">
        <li className="shop-header__search-toggle">
          <button
            ref={searchToggleRef}
            type="button"
            className="shop-header__action"
            aria-expanded={panel === 'search'}
            onClick={() => setPanel(panel === 'search' ? null : 'search')}
          >
            <Icon name="search" />
            <span className="shop-visually-hidden">{t('shell.search.open')}</span>
          </button>
        </li>
        {children}
      </ul>
    </div>
  );
}
