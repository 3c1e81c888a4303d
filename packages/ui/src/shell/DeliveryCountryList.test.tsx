import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_DELIVERY_COUNTRIES } from '../test/delivery-fixtures';
import { renderUi } from '../test/render';
import { DeliveryCountryList } from './DeliveryCountryList';

describe('DeliveryCountryList', () => {
  it('lists the delivery countries under their heading, with flags, the current one marked', () => {
    renderUi(<DeliveryCountryList id="sel" options={SAMPLE_DELIVERY_COUNTRIES} />);
    const list = screen.getByRole('list', { name: 'Lieferland' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutschland',
      'Österreich',
      'Frankreich',
      'Großbritannien',
    ]);
    const austria = within(list).getByRole('link', { name: 'Österreich' });
    expect(austria.getAttribute('href')).toBe('/de/');
    expect(austria.getAttribute('aria-current')).toBe('true');
    expect(austria.querySelector('.shop-flag')?.className).toBe('shop-flag shop-flag--at');
    expect(within(list).getByRole('link', { name: 'Deutschland' }).getAttribute('aria-current')).toBeNull();
  });

  it('a plain click goes to onChoose instead of the link', async () => {
    const onChoose = vi.fn();
    const { user } = renderUi(
      <DeliveryCountryList id="sel" options={SAMPLE_DELIVERY_COUNTRIES} onChoose={onChoose} />,
    );
    await user.click(screen.getByRole('link', { name: 'Frankreich' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'fr', href: '/fr/' }));
  });

  it('in English: the heading is the catalogue’s', () => {
    renderUi(<DeliveryCountryList id="sel" options={SAMPLE_DELIVERY_COUNTRIES} />, 'gb');
    expect(screen.getByRole('list', { name: 'Delivery country' })).toBeTruthy();
  });

  it('without countries it renders nothing', () => {
    const { container } = renderUi(<DeliveryCountryList id="sel" options={[]} />);
    expect(container.textContent).toBe('');
  });
});
