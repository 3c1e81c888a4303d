import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { MinimizedMenu } from './MinimizedMenu';

const ui = (
  <>
    <MinimizedMenu>
      <ul>
        <li>
          <a href="/de/service/">Service</a>
        </li>
      </ul>
    </MinimizedMenu>
    <p>Außen</p>
  </>
);
const toggle = () => screen.getByRole('button', { name: 'Informationen' });

describe('MinimizedMenu', () => {
  it('the toggle controls the list; a click inside keeps it open', async () => {
    const { user } = renderUi(ui);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Service');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().closest('[data-open]')?.getAttribute('data-open')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Service' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
