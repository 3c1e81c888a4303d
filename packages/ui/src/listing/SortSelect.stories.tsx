import type { SortOption } from '@shop/editions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

export const Popularity: Story = {};
export const PriceDescending: Story = { args: { value: 'price-desc' } };
