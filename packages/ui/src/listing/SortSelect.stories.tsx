import type { SortOption } from '@shop/editions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: { value: 'popularity', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<SortOption>(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popularity: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sortieren nach' });
    await expect(select).toHaveValue('popularity');
    await userEvent.selectOptions(select, 'Preis aufsteigend');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
    await expect(select).toHaveValue('price-asc');
  },
};

export const PriceDescending: Story = {
  args: { value: 'price-desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue(
      'Preis absteigend',
    );
  },
};
