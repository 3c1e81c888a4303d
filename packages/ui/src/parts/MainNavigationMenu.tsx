'use client';

import {
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react';
import { useShellRouting } from '../hooks/shell-routing';
import { isPlainClick } from '../shell/nav-model';
import type { MainNavigationBehaviour } from './main-navigation-behaviour';

const entryOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLLIElement>('li[data-index]') : null;
// Keys the menu answers; held back from the page (scrolling) while its code loads.
const MENU_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * The list of the main navigation's entries (its `children`): links are followed client-side; the disclosure menu
 * itself (`main-navigation-behaviour`) loads with the first pointer, focus or key on the navigation, and handles
 * the event that asked for it.
 */
export function MainNavigationMenu({ children }: { children: ReactNode }) {
  const { currentPath, navigate } = useShellRouting();
  const listRef = useRef<HTMLUListElement>(null);
  const behaviour = useRef<MainNavigationBehaviour | null>(null);
  const loading = useRef(false);
  const hovered = useRef<HTMLLIElement | null>(null);
  const early = useRef<Event[]>([]);

  // React's own handlers, not listeners added after hydration: React hands over the events that came while the
  // page was hydrating too.
  const wake = (event: SyntheticEvent) => {
    if (behaviour.current) return;
    const native = event.nativeEvent;
    if (native.type === 'mouseover') hovered.current = entryOf(native.target);
    else if (
      native.type === 'mouseout' &&
      !listRef.current?.contains((native as MouseEvent).relatedTarget as Node)
    )
      hovered.current = null;
    else if (native.type === 'keydown' || native.type === 'click') early.current.push(native);
    if (native.type === 'keydown' && MENU_KEYS.includes((native as KeyboardEvent).key))
      event.preventDefault();
    if (loading.current) return;
    loading.current = true;
    import('./main-navigation-behaviour').then(
      ({ attachMainNavigation }) => {
        const list = listRef.current;
        if (!list) return;
        behaviour.current = attachMainNavigation(list, hovered.current);
        for (const queued of early.current) behaviour.current.replay(queued);
        early.current = [];
      },
      // Not downloaded (offline): the links still work; the next gesture asks again.
      () => {
        loading.current = false;
        early.current = [];
      },
    );
  };

  // Links go through the app's router; the behaviour's own listener closes the submenu.
  const onClick = (event: ReactMouseEvent<HTMLUListElement>) => {
    wake(event);
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !navigate || link.target === '_blank' || !href.startsWith('/') || !isPlainClick(event))
      return;
    event.preventDefault();
    navigate(href);
  };

  useEffect(() => () => behaviour.current?.detach(), []);
  // A route change closes the submenu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => behaviour.current?.close(), [currentPath]);

  return (
    // biome-ignore lint/a11y/useKeyWithMouseEvents: the keys are handled too (onKeyDown), by the same behaviour
    <ul
      ref={listRef}
      className="shop-mainnav__list"
      onMouseOver={wake}
      onMouseOut={wake}
      onFocus={wake}
      onKeyDown={wake}
      onClick={onClick}
    >
      {children}
    </ul>
  );
}
