import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { SAMPLE_SMART_MESSAGE } from '../test/smart-message-fixtures';
import { SmartMessage } from './SmartMessage';

describe('SmartMessage', () => {
  it('starts collapsed as configured; a click on the headline expands and collapses it', async () => {
    const { user } = renderUi(<SmartMessage message={SAMPLE_SMART_MESSAGE} />);
    const toggle = screen.getByRole('button', { name: 'Neu: Blutdruck-App' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Jetzt entdecken' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe(
      '/de/c/blutdruck/',
    );
    expect(screen.getByRole('img', { name: 'Blutdruck-App' })).toBeTruthy();
    expect(screen.getByText('Messwerte automatisch übertragen und teilen.')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open when isOpenByDefault; without content the headline is no button', () => {
    const { unmount } = renderUi(
      <SmartMessage message={{ ...SAMPLE_SMART_MESSAGE, isOpenByDefault: true }} />,
    );
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    unmount();
    renderUi(
      <SmartMessage
        message={{ ...SAMPLE_SMART_MESSAGE, image: null, text: '', cta: '', isOpenByDefault: true }}
      />,
      'pl',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Neu: Blutdruck-App' })).toBeTruthy();
  });

  it('marks the viewports it shows in, its position, size and colour', () => {
    renderUi(<SmartMessage message={{ ...SAMPLE_SMART_MESSAGE, onMobile: false }} />);
    const aside = screen.getByRole('complementary');
    expect(aside.getAttribute('data-mobile')).toBeNull();
    expect(aside.getAttribute('data-desktop')).toBe('true');
    expect(aside.className).toContain('shop-smart--bottom-right');
    expect(aside.className).toContain('shop-smart--primary');
  });
});
