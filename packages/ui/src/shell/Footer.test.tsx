import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FOOTER } from '../test/footer-fixtures';
import { renderUi } from '../test/render';
import { Footer } from './Footer';
import { EMPTY_FOOTER } from './footer-model';
import { TrustedShopsBadge } from './TrustedShopsBadge';

describe('Footer', () => {
  it('shows the link columns in the footer navigation; a new-tab link says so', () => {
    renderUi(<Footer content={SAMPLE_FOOTER} />);
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(nav).getByRole('heading', { name: 'Kundenservice' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/de/service/faq');
    const career = within(nav).getByRole('link', { name: /Karriere/ });
    expect(career.getAttribute('target')).toBe('_blank');
    expect(career.textContent).toContain('(öffnet in einem neuen Tab)');
  });

  it('shows the Trusted Shops element beside the icon groups when given one', () => {
    const { container } = renderUi(
      <Footer
        content={SAMPLE_FOOTER}
        trustBadge={
          <TrustedShopsBadge certificateUrl="https://www.trustedshops.com/shop/certificate.php?shop_id=X1" />
        }
      />,
    );
    const link = screen.getByRole('link', { name: /^Unser Trusted-Shops-Zertifikat/ });
    expect(link.parentElement).toBe(container.querySelector('.shop-footer__badges'));
  });

  it('shows contact, the icon groups at 35×25, info links and text rows', () => {
    renderUi(<Footer content={SAMPLE_FOOTER} />);
    expect(screen.getByRole('heading', { name: 'Fragen? Wir helfen gerne' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'service@example.com' })).toBeTruthy();
    for (const name of ['Bezahlarten', 'Versand', 'Folgen Sie uns', 'Unsere App'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    const paypal = screen.getByRole('img', { name: 'paypal' });
    expect([paypal.getAttribute('width'), paypal.getAttribute('height')]).toEqual(['35', '25']);
    expect(screen.getByRole('link', { name: 'facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/vitalis',
    );
    expect(screen.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/de/impressum/');
    expect(screen.getByText('© 2026 Vitalis Home Health')).toBeTruthy();
  });

  it('an empty snippet leaves an empty footer; the newsletter slot shows when given', () => {
    renderUi(<Footer content={EMPTY_FOOTER} newsletter={<p>Newsletter-Slot</p>} />, 'pl');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Newsletter-Slot')).toBeTruthy();
  });
});
