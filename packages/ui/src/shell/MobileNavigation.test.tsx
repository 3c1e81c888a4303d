import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DECORATED_NAVIGATION, SAMPLE_NAVIGATION } from '../test/nav-fixtures';
import { renderUi } from '../test/render';
import { MobileNavigation, type MobileNavigationProps } from './MobileNavigation';

function Harness(props: Partial<MobileNavigationProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileNavigation items={SAMPLE_NAVIGATION} open={open} onOpenChange={setOpen} {...props} />
      <a href="/elsewhere">Elsewhere</a>
    </>
  );
}

describe('MobileNavigation', () => {
  it('the toggle opens a dialog with the navigation, locks the page scroll and keeps focus inside', async () => {
    const { user } = renderUi(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    // The drawer's code loads with the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Hauptnavigation' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    for (let i = 0; i < 8; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü öffnen' }));
  });

  it('drills down a level and back; the level links to the whole category', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(await screen.findByRole('button', { name: 'Waagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Waagen' });
    expect(within(dialog).getByRole('link', { name: 'Alles in Waagen anzeigen' }).getAttribute('href')).toBe(
      '/de/c/waagen/',
    );
    expect(within(dialog).getByRole('link', { name: 'Personenwaagen' })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Zurück'));
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('dialog', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Service' })).toBeTruthy();
  });

  it('closes on a click on the overlay and on a route change; links go through onNavigate', async () => {
    const onNavigate = vi.fn();
    const { user, rerender } = renderUi(<Harness currentPath="/de/" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(document.querySelector('.shop-dialog__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(screen.getByRole('link', { name: 'Service' }));
    expect(onNavigate).toHaveBeenCalledWith('/de/service/faq');
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<Harness currentPath="/de/service/faq" onNavigate={onNavigate} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("badges, looks and flags on the entries; a level's 'Show all' goes where the menu says (allLink)", async () => {
    const { user } = renderUi(<Harness items={DECORATED_NAVIGATION} />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const entry = await screen.findByRole('button', { name: 'Angebote Neu' });
    expect(entry.querySelector('.shop-navlabel--sale')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Österreich' }).querySelector('.shop-flag--at')).toBeTruthy();
    await user.click(entry);
    const dialog = screen.getByRole('dialog', { name: 'Angebote' });
    expect(
      within(dialog).getByRole('link', { name: 'Alles in Angebote anzeigen' }).getAttribute('href'),
    ).toBe('/de/c/angebote/alle/');
    expect(within(dialog).getByRole('link', { name: 'Blutdruck Top' })).toBeTruthy();
  });

  it('Polish texts', async () => {
    const { user } = renderUi(<Harness />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    await user.click(await screen.findByRole('button', { name: 'Waagen' }));
    expect(screen.getByRole('button', { name: 'Wstecz' })).toBeTruthy();
  });
});
