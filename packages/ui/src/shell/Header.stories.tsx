import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FavoritesAction } from '../favorites/FavoritesAction';
import { Header } from './Header';
import { HeaderCart } from './HeaderCart';
import { SearchField } from './SearchField';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    homeHref: '#home',
    brandName: 'Gesundheitsshop',
    navigation: [
      { label: 'Blutdruck', href: '#blutdruck', current: true },
      { label: 'Fieber', href: '#fieber' },
      { label: 'Waagen', href: '#waagen' },
      { label: 'Therapie', href: '#therapie' },
      { label: 'Baby', href: '#baby' },
    ],
    search: <SearchField action="#search" className="shop-header__search-field" />,
    cart: <HeaderCart count={2} href="#cart" />,
    accountHref: '#account',
    favorites: <FavoritesAction href="#favorites" count={1} label="1 Favorit" />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked in the navigation; the cart icon names its count. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('link', { name: 'Blutdruck' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '1 Favorit' })).toHaveAttribute('href', '#favorites');
    await expect(canvas.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toHaveAttribute('href', '#cart');
  },
};

export const EmptyCart: Story = {
  args: {
    cart: <HeaderCart count={0} href="#cart" />,
    favorites: <FavoritesAction href="#favorites" count={0} label="Favoriten" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Warenkorb, leer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Favoriten' })).toBeVisible();
  },
};

/** Below 992 px the navigation is a drawer behind a toggle; Escape closes it and puts focus back on the toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('searchbox', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const dialog = await page.findByRole('dialog', { name: 'Hauptnavigation' });
    await expect(within(dialog).getByRole('link', { name: 'Fieber' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
};

/** At 768 px and less the search opens from its button, focused; opening the navigation closes it. */
export const MobileSearch: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche öffnen' }));
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Suche schließen' }));
    await expect(canvas.getByRole('searchbox', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suche öffnen' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Suche öffnen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    await expect(await page.findByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox', { hidden: true })).not.toBeVisible();
  },
};

export const CatalogueMode: Story = {
  args: { catalogueMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Warenkorb/ })).not.toBeInTheDocument();
  },
};
