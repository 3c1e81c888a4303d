import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyIsland } from '../hooks/lazy-island';
import { SAMPLE_COUNTRY_OPTIONS } from '../test/country-fixtures';
import { renderUi } from '../test/render';
import { CountryOptionList } from './CountryOptionList';
import { CountrySelector } from './CountrySelector';

const button = () => screen.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' });

describe('CountrySelector', () => {
  it('a button names the current country and language and opens the ten options with flags', async () => {
    const { user } = renderUi(<CountrySelector options={SAMPLE_COUNTRY_OPTIONS} countryName="Deutschland" />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    // The options' code loads with the first open.
    const list = await screen.findByRole('list', { name: 'Wählen Sie Ihr Lieferland und Ihre Sprache' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    // Each flag is the stylesheet's drawing of the option's country, hidden from assistive technology.
    expect(links.every((link) => link.querySelector('.shop-flag[aria-hidden="true"]'))).toBe(true);
    expect(within(list).getByRole('link', { name: 'Polnisch' }).querySelector('.shop-flag')?.className).toBe(
      'shop-flag shop-flag--pl',
    );
    expect(button().querySelector('.shop-flag')?.className).toBe('shop-flag shop-flag--de');
    expect(within(list).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('link', { name: 'Englisch (UK)' }).getAttribute('href')).toBe(
      '/uk/p/bm-54/',
    );
    expect(
      within(list).getByRole('link', { name: 'Spanisch Öffnet eine externe Website' }).getAttribute('href'),
    ).toBe('https://es.example.com/');
  });

  it('a choice of our own editions goes to onChoose; external ones stay links', async () => {
    const onChoose = vi.fn();
    const { user } = renderUi(
      <CountrySelector options={SAMPLE_COUNTRY_OPTIONS} countryName="Deutschland" onChoose={onChoose} />,
    );
    await user.click(button());
    await user.click(await screen.findByRole('link', { name: 'Polnisch' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'pl', href: '/pl/' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes and returns focus; a click outside closes', async () => {
    const { user } = renderUi(
      <>
        <CountrySelector options={SAMPLE_COUNTRY_OPTIONS} countryName="Deutschland" />
        <p>Außen</p>
      </>,
    );
    await user.click(button());
    (await screen.findByRole('link', { name: 'Polnisch' })).focus();
    await user.keyboard('{Escape}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
    await user.click(button());
    await user.click(screen.getByText('Außen'));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it("the app's own menu opens in place of the list, and one whose code cannot be downloaded closes and is asked for again on the next open", async () => {
    let attempts = 0;
    const Menu = lazyIsland(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return CountryOptionList;
    });
    const onChoose = vi.fn();
    const { user } = renderUi(
      <CountrySelector
        options={SAMPLE_COUNTRY_OPTIONS}
        countryName="Deutschland"
        onChoose={onChoose}
        Menu={Menu}
      />,
    );
    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(button());
    await user.click(await screen.findByRole('link', { name: 'Polnisch' }));
    expect(attempts).toBe(2);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'pl' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('Polish texts', async () => {
    const { user } = renderUi(
      <CountrySelector options={SAMPLE_COUNTRY_OPTIONS} countryName="Niemcy" />,
      'pl',
    );
    await user.click(screen.getByRole('button', { name: 'Kraj i język: Niemcy, Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Wybierz kraj dostawy i język' })).toBeTruthy();
  });
});
