import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: '69.99' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Strikethrough: Story = { args: { compareAt: '89.99' } };
/** Switch the edition to gb to see the was-price and discount label. */
export const RecommendedRetailPrice: Story = { args: { recommendedRetail: '99.99' } };
/** The UK edition shows one previous price, as a was-price with its discount: the strikethrough, else the RRP. */
export const UkWasPrice: Story = {
  args: { amount: '35.99', compareAt: '47.99', recommendedRetail: '44.99' },
  globals: { edition: 'gb' },
};
export const FromPrice: Story = { args: { from: true } };
export const Large: Story = { args: { size: 'lg', compareAt: '89.99', recommendedRetail: '99.99' } };
export const NonNumericShowsNothing: Story = { args: { amount: 'n/a' } };
export const NegativeShowsZero: Story = { args: { amount: -10 } };
