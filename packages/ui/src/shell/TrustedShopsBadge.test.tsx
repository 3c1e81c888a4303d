import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { TrustedShopsBadge } from './TrustedShopsBadge';

const url = 'https://www.trustedshops.com/shop/certificate.php?shop_id=X0123456789ABCDEF0123456789ABCDEF';

describe('TrustedShopsBadge', () => {
  it('links the certificate in a new tab and says so; the seal is decoration; nothing of Trusted Shops is loaded', () => {
    const { container } = renderUi(<TrustedShopsBadge certificateUrl={url} />);
    const link = screen.getByRole('link', {
      name: 'Unser Trusted-Shops-Zertifikat (öffnet in einem neuen Tab)',
    });
    expect(link.getAttribute('href')).toBe(url);
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    expect(container.querySelector('.shop-trustedshops__seal')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('img, script, iframe')).toHaveLength(0);
  });

  it('in English (UK) and Polish', () => {
    renderUi(<TrustedShopsBadge certificateUrl={url} />, 'gb');
    expect(
      screen.getByRole('link', { name: 'Our Trusted Shops certificate (opens in a new tab)' }),
    ).toBeTruthy();
    renderUi(<TrustedShopsBadge certificateUrl={url} />, 'pl');
    expect(screen.getByRole('link', { name: /^Nasz certyfikat Trusted Shops/ })).toBeTruthy();
  });
});
