import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Listing/LoadMore',
  component: LoadMore,
  args: { shown: 48, total: 120, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ args, canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: '48 von 120 Artikeln' });
    await expect(progress).toHaveAttribute('value', '48');
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** While loading the button is busy and does not load twice. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mehr laden' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const AllShown: Story = {
  args: { shown: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120 von 120 Artikeln')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Nothing listed (a filter without a match): no count, no bar, no button; the listing's empty state speaks. */
export const NothingListed: Story = {
  args: { shown: 0, total: 0, href: '/de/c/waagen/?page=2' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/0 von 0/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
