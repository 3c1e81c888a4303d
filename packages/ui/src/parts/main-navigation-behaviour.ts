import { TIMINGS } from '@shop/editions';

const linksIn = (element: Element | null | undefined) =>
  element ? Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];

const entryOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLLIElement>('li[data-index]') : null;

export interface MainNavigationBehaviour {
  /** Handles an event that came before the behaviour was there (the one that asked for it). */
  replay(event: Event): void;
  /** Closes the open submenu (a route change). */
  close(): void;
  detach(): void;
}

/**
 * The main navigation's disclosure menu over the server's markup: which submenu is open (hover after 250 ms,
 * click, keyboard), arrow keys, Escape, focus leaving an entry. The open state is the markup's `aria-expanded` and
 * `hidden`. Loaded with the first pointer, focus or key on the navigation (`MainNavigationMenu`).
 */
export function attachMainNavigation(
  list: HTMLUListElement,
  hovered: HTMLLIElement | null,
): MainNavigationBehaviour {
  let open: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const item = (index: number) => list.children[index] ?? null;
  const toggleOf = (index: number) =>
    item(index)?.querySelector<HTMLButtonElement>(':scope > [aria-expanded]') ?? null;
  const panelOf = (index: number) => item(index)?.querySelector<HTMLElement>(':scope > [data-submenu]');
  const panelLinks = (index: number) => linksIn(panelOf(index));
  const topControls = () =>
    Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'));
  const indexOf = (li: Element) => Number(li.getAttribute('data-index'));

  const cancelHover = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const setOpen = (next: number | null) => {
    open = next;
    Array.from(list.children).forEach((_, index) => {
      toggleOf(index)?.setAttribute('aria-expanded', String(open === index));
      const panel = panelOf(index);
      if (panel) panel.hidden = open !== index;
    });
    if (open === null) document.removeEventListener('keydown', onDocumentKeyDown);
    else document.addEventListener('keydown', onDocumentKeyDown);
  };
  // Escape closes a submenu opened by hover too, wherever focus is.
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(null);
  };
  const close = () => {
    cancelHover();
    if (open !== null) setOpen(null);
  };

  const openWithFocus = (index: number, which: 'first' | 'last') => {
    cancelHover();
    setOpen(index);
    const links = panelLinks(index);
    (which === 'first' ? links[0] : links[links.length - 1])?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const li = entryOf(target);
    if (!li) return;
    const index = indexOf(li);
    if (target.closest('[data-submenu]') !== null) {
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
    const hasSubmenu = toggleOf(index) !== null;
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

  const enter = (li: HTMLLIElement) => {
    const index = indexOf(li);
    cancelHover();
    if (toggleOf(index)) timer = setTimeout(() => setOpen(index), TIMINGS.hoverOpenMs);
  };
  // Entering and leaving an entry, told apart from moves between its own parts.
  const onMouseOver = (event: MouseEvent) => {
    const li = entryOf(event.target);
    if (li && !li.contains(event.relatedTarget as Node | null)) enter(li);
  };
  const onMouseOut = (event: MouseEvent) => {
    const li = entryOf(event.target);
    if (!li || li.contains(event.relatedTarget as Node | null)) return;
    cancelHover();
    if (open === indexOf(li)) setOpen(null);
  };
  // Focus leaving an entry (Tab past its submenu, a click elsewhere) closes its submenu.
  const onFocusOut = (event: FocusEvent) => {
    const li = entryOf(event.target);
    const next = event.relatedTarget as Node | null;
    if (!li || (next && li.contains(next))) return;
    if (open === indexOf(li)) setOpen(null);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const li = entryOf(target);
    if (target.closest('button[aria-expanded]') && li) {
      const index = indexOf(li);
      cancelHover();
      setOpen(open === index ? null : index);
    } else if (target.closest('a')) close();
  };

  const handlers = {
    keydown: onKeyDown,
    mouseover: onMouseOver,
    mouseout: onMouseOut,
    focusout: onFocusOut,
    click: onClick,
  } as const;
  for (const [type, handler] of Object.entries(handlers))
    list.addEventListener(type, handler as EventListener);
  if (hovered) enter(hovered);

  return {
    replay: (event) => {
      if (event.type === 'keydown') onKeyDown(event as KeyboardEvent);
      else if (event.type === 'click') onClick(event as MouseEvent);
    },
    close,
    detach: () => {
      cancelHover();
      document.removeEventListener('keydown', onDocumentKeyDown);
      for (const [type, handler] of Object.entries(handlers))
        list.removeEventListener(type, handler as EventListener);
    },
  };
}
