import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryCompareBar } from '../test/StoryCompareBar';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { CompareToggle } from './CompareToggle';

const meta = {
  title: 'Favorites/CompareToggle',
  component: CompareToggle,
  args: { productId: 'p-bm58', categoryId: 'blood-pressure' },
} satisfies Meta<typeof CompareToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  decorators: [(Story) => <StoryShopperLists>{Story()}</StoryShopperLists>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Vergleichen' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On tiles: each toggle names its product, so a list of toggles is told apart; the visible text stays. */
export const OnTiles: Story = {
  decorators: [
    (Story) => (
      <StoryShopperLists>
        {Story()}
        <CompareToggle productId="p-bm27" categoryId="blood-pressure" productName="BM 27" />
      </StoryShopperLists>
    ),
  ],
  args: { productName: 'BM 58' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Vergleichen: BM 58' });
    await expect(first).toHaveTextContent('Vergleichen');
    await userEvent.click(canvas.getByRole('button', { name: 'Vergleichen: BM 27' }));
    await expect(canvas.getByRole('button', { name: 'Vergleichen: BM 27' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Four products are compared already: a fifth stays out and the bar says why. */
export const Full: Story = {
  decorators: [
    (Story) => (
      <StoryShopperLists compare={{ categoryId: 'blood-pressure', ids: ['1', '2', '3', '4'] }}>
        {Story()}
        <StoryCompareBar />
      </StoryShopperLists>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vergleichen' }));
    await expect(canvas.getByRole('button', { name: 'Vergleichen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sie können bis zu 4 Produkte vergleichen.');
  },
};

/** A thermometer is compared: a blood pressure monitor is of another category. */
export const Mixed: Story = {
  decorators: [
    (Story) => (
      <StoryShopperLists compare={{ categoryId: 'thermometers', ids: ['9'] }}>
        {Story()}
        <StoryCompareBar />
      </StoryShopperLists>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vergleichen' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Nur Produkte derselben Kategorie lassen sich vergleichen.',
    );
  },
};
