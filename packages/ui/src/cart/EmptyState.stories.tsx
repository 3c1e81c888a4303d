import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Cart/EmptyState',
  component: EmptyState,
  args: { kind: 'cart', action: { href: '/de/' } },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: ['cart', 'cartUnavailable', 'search', 'listing', 'favorites', 'contentUnavailable'],
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};
export const CartUnavailable: Story = { args: { kind: 'cartUnavailable' } };
export const NoSearchResults: Story = { args: { kind: 'search', action: null } };
export const NoFilterMatches: Story = { args: { kind: 'listing', action: null } };
export const ContentUnavailable: Story = {
  args: { kind: 'contentUnavailable', action: { href: '/global/scales/' } },
};
