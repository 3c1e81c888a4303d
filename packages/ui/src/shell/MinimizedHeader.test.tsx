import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { MinimizedHeader } from './MinimizedHeader';
import { MinimizedMenu } from './MinimizedMenu';

const links = [
  { text: 'Service', link: '/de/service/' },
  { text: 'Über uns', link: '/de/ueber-uns/' },
];

const ui = (props: Partial<Parameters<typeof MinimizedHeader>[0]> = {}) => (
  <>
    <MinimizedHeader homeHref="/de/" brandName="Vitalis" links={links} parts={{ MinimizedMenu }} {...props} />
    <p>Außen</p>
  </>
);
const toggle = () => screen.getByRole('button', { name: 'Informationen' });

describe('MinimizedHeader', () => {
  it('shows the configured logo, the info links and the call to action', () => {
    renderUi(
      ui({
        logo: { src: '/logo.svg', alt: 'Vitalis Home Health' },
        cta: { text: 'Jetzt entdecken', link: '/de/angebote/' },
      }),
    );
    const home = screen.getByRole('link', { name: 'Vitalis Home Health' });
    expect(home.getAttribute('href')).toBe('/de/');
    expect(screen.getByRole('img', { name: 'Vitalis Home Health' }).getAttribute('src')).toBe('/logo.svg');
    const nav = screen.getByRole('navigation', { name: 'Informationen' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Service', '/de/service/'],
      ['Über uns', '/de/ueber-uns/'],
    ]);
    expect(screen.getByRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe('/de/angebote/');
  });

  it('falls back to the shop name and the logo text when no logo is configured, and to that text as alt', () => {
    const { unmount } = renderUi(ui());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Zur Startseite/ }).textContent).toContain('Vitalis');
    expect(screen.queryByRole('link', { name: 'Jetzt entdecken' })).toBeNull();
    unmount();
    renderUi(ui({ logo: { src: '/logo.svg', alt: null } }));
    expect(screen.getByRole('img', { name: 'Zur Startseite' })).toBeTruthy();
  });

  it('sets the custom colours as custom properties, only those configured', () => {
    const { container } = renderUi(ui({ colors: { background: '#0a2540', text: null } }));
    const header = container.querySelector('header') as HTMLElement;
    expect(header.style.getPropertyValue('--shop-minimized-background')).toBe('#0a2540');
    expect(header.style.getPropertyValue('--shop-minimized-text')).toBe('');
  });

  it('the toggle opens the list; an outside click and Escape close it', async () => {
    const { user } = renderUi(ui());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Außen'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('has no menu when no links are configured', () => {
    renderUi(ui({ links: [] }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
