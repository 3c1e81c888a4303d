import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('renders link columns in a named navigation, and the note', () => {
    renderUi(
      <Footer
        columns={[{ headline: 'Service', links: [{ label: 'Kontakt', href: '/de/kontakt/' }] }]}
        note="© Hersteller GmbH"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(nav).getByRole('heading', { name: 'Service' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/de/kontakt/');
    expect(screen.getByText('© Hersteller GmbH')).toBeTruthy();
  });
});
