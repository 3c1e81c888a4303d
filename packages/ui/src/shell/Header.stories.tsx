import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from './Header';

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
    search: { action: '#search', onSearch: fn() },
    cartCount: 2,
    cartHref: '#cart',
    onCartClick: fn(),
    accountHref: '#account',
    favoritesHref: '#favorites',
    favoritesCount: 1,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const EmptyCart: Story = { args: { cartCount: 0, favoritesCount: 0 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const CatalogueMode: Story = { args: { catalogueMode: true } };
