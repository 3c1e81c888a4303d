import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellRoutingProvider } from '../hooks/shell-routing';
import { DECORATED_NAVIGATION, SAMPLE_NAVIGATION } from '../test/nav-fixtures';
import { renderServerHtml, renderUi } from '../test/render';
import { MainNavigation, SUBMENU_HOVER_DELAY_MS } from './MainNavigation';

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const toggle = (name: string) => screen.getByRole('button', { name: `Unterkategorien von ${name}` });
// The menu's code loads with the first pointer, focus or key on the navigation, which asks for it.
const menuLoaded = () => act(() => import('../parts/main-navigation-behaviour'));

describe('MainNavigation', () => {
  it('lists the first level as links, the current page marked, a disclosure button per submenu', () => {
    renderUi(<MainNavigation items={SAMPLE_NAVIGATION} />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Blutdruck', 'Waagen', 'Service']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Waagen').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /Service/ })).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('serves the toggles aria-disabled and no submenu pictures (only script opens a submenu); hydrated, both are there', async () => {
    const { container, hydrate } = renderServerHtml(<MainNavigation items={SAMPLE_NAVIGATION} />);
    const served = container.querySelectorAll('button[aria-controls]');
    expect(served).toHaveLength(2);
    for (const button of served) expect(button.getAttribute('aria-disabled')).toBe('true');
    // Nor does the server HTML carry the submenus' pictures: without script the browser would fetch them all.
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await hydrate();
    expect(toggle('Blutdruck').hasAttribute('aria-disabled')).toBe(false);
    expect(container.querySelectorAll('img').length).toBeGreaterThan(0);
    container.remove();
  });

  it('opens a submenu only after 250 ms of hover, and closes it on mouse-out', async () => {
    vi.useFakeTimers();
    try {
      renderUi(<MainNavigation items={SAMPLE_NAVIGATION} />);
      const item = toggle('Blutdruck').closest('li') as HTMLElement;
      fireEvent.mouseEnter(item);
      // The hover counts from when the menu's code is there.
      await menuLoaded();
      act(() => vi.advanceTimersByTime(SUBMENU_HOVER_DELAY_MS - 10));
      expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
      act(() => vi.advanceTimersByTime(10));
      expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('link', { name: 'Handgelenk' })).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Blutdruckmessgerät am Oberarm' })).toBeTruthy();
      fireEvent.mouseLeave(item);
      expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
      // A pass over an entry shorter than the delay opens nothing.
      fireEvent.mouseEnter(item);
      act(() => vi.advanceTimersByTime(100));
      fireEvent.mouseLeave(item);
      act(() => vi.advanceTimersByTime(SUBMENU_HOVER_DELAY_MS));
      expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keyboard: arrows move through the entries, ArrowDown opens and moves into the submenu, Escape returns focus', async () => {
    const { user } = renderUi(<MainNavigation items={SAMPLE_NAVIGATION} />);
    screen.getByRole('link', { name: 'Blutdruck' }).focus();
    await menuLoaded();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(toggle('Blutdruck'));
    await user.keyboard('{ArrowDown}');
    expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Blutdruck'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Oberarm');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Alle Produkte');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Blutdruck');
    await user.keyboard('{Escape}');
    expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Blutdruck'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(toggle('Waagen'));
    await user.keyboard('{Enter}');
    expect(toggle('Waagen').getAttribute('aria-expanded')).toBe('true');
    // Children without a submenu show as one column under the entry's heading.
    expect(screen.getByRole('link', { name: 'Diagnosewaagen' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Service' }));
  });

  it('Tab past the submenu closes it', async () => {
    const { user } = renderUi(<MainNavigation items={SAMPLE_NAVIGATION} />);
    toggle('Waagen').focus();
    await menuLoaded();
    await user.keyboard('{Enter}');
    expect(toggle('Waagen').getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Service' }));
    expect(toggle('Waagen').getAttribute('aria-expanded')).toBe('false');
  });

  it('a route change closes the open submenu; links go through onNavigate', async () => {
    const onNavigate = vi.fn();
    const at = (path: string) => (
      <ShellRoutingProvider currentPath={path} navigate={onNavigate}>
        <MainNavigation items={SAMPLE_NAVIGATION} />
      </ShellRoutingProvider>
    );
    const { user, rerender } = renderUi(at('/de/'));
    await user.click(toggle('Blutdruck'));
    await menuLoaded();
    await user.click(screen.getByRole('link', { name: 'Oberarm' }));
    expect(onNavigate).toHaveBeenCalledWith('/de/c/blutdruck/oberarm/');
    await user.click(toggle('Blutdruck'));
    expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('true');
    rerender(at('/de/c/blutdruck/'));
    expect(toggle('Blutdruck').getAttribute('aria-expanded')).toBe('false');
  });

  it("every flyout shows the teasers after its entry's own (the flyout-snippet); an entry without a flyout gets none", async () => {
    const teasers = [
      {
        image: '/m/kissen.jpg',
        text: 'Nur diese Woche',
        button: { label: 'Massagekissen', href: '/de/p/kissen' },
      },
    ];
    const { user } = renderUi(<MainNavigation items={SAMPLE_NAVIGATION} teasers={teasers} />);
    await user.click(toggle('Waagen'));
    await menuLoaded();
    const panel = document.getElementById(toggle('Waagen').getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const teaser = within(panel as HTMLElement).getByRole('link', { name: 'Massagekissen' });
    expect(teaser.getAttribute('href')).toBe('/de/p/kissen');
    expect(within(panel as HTMLElement).getByText('Nur diese Woche')).toBeTruthy();
    // Both entries with a flyout carry it; 'Service' has none.
    expect(screen.getAllByRole('link', { name: 'Massagekissen', hidden: true })).toHaveLength(2);
  });

  it("the menu items' fields: badge and look on the entry, a flag, and 'Show all' first in the submenu", async () => {
    const { user } = renderUi(<MainNavigation items={DECORATED_NAVIGATION} />);
    const offers = within(nav()).getByRole('link', { name: 'Angebote Neu' });
    expect(offers.querySelector('.shop-navlabel--sale')).toBeTruthy();
    expect(
      within(nav()).getByRole('link', { name: 'Österreich' }).querySelector('.shop-flag--at'),
    ).toBeTruthy();
    await user.click(toggle('Angebote'));
    await menuLoaded();
    const panel = document.getElementById(
      toggle('Angebote').getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Alles in Angebote anzeigen');
    expect(links[0]?.getAttribute('href')).toBe('/de/c/angebote/alle/');
    expect(within(panel).getByRole('link', { name: 'Blutdruck Top' })).toBeTruthy();
    // Without an allLink the submenu has no 'Show all' of its own (the heading links the category).
    expect(screen.queryByRole('link', { name: /^Alles in Österreich/ })).toBeNull();
  });

  it('Polish texts', () => {
    renderUi(<MainNavigation items={SAMPLE_NAVIGATION} />, 'pl');
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Podkategorie: Blutdruck' })).toBeTruthy();
  });
});
