'use client';

import { useT } from '@shop/i18n/react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type LoginTab = 'login' | 'register';

export interface LoginTabsProps {
  login: ReactNode;
  register: ReactNode;
  initialTab?: LoginTab;
}

const TABS: { tab: LoginTab; label: 'account.tab.login' | 'account.tab.register' }[] = [
  { tab: 'login', label: 'account.tab.login' },
  { tab: 'register', label: 'account.tab.register' },
];

/**
 * The login page's Login and Registration tabs, the ARIA tabs pattern: one tab stop, arrow keys (and Home, End)
 * move between the tabs and select them, each panel labelled by its tab. Both panels stay mounted, so a switch
 * keeps what was typed.
 */
export function LoginTabs({ login, register, initialTab = 'login' }: LoginTabsProps) {
  const t = useT();
  const id = useId();
  const [selected, setSelected] = useState<LoginTab>(initialTab);
  const refs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ login: null, register: null });

  const select = (tab: LoginTab) => {
    setSelected(tab);
    refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((entry) => entry.tab === selected);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = next[event.key];
    const tab = target === undefined ? undefined : TABS[target]?.tab;
    if (!tab) return;
    event.preventDefault();
    select(tab);
  };

  return (
    <div className="shop-login-tabs">
      <div
        role="tablist"
        className="shop-login-tabs__list"
        aria-label={t('account.nav.label')}
        onKeyDown={onKeyDown}
      >
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            className="shop-login-tabs__tab"
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {TABS.map(({ tab }) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          className="shop-login-tabs__panel"
          hidden={selected !== tab}
        >
          {tab === 'login' ? login : register}
        </div>
      ))}
    </div>
  );
}
