import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Filters, type FiltersProps } from './Filters';
import { EMPTY_FILTERS, type FilterOptions } from './filter-value';

const options: FilterOptions = {
  sizes: [
    { value: 's', label: 'S (17–22 cm)', count: 4 },
    { value: 'm', label: 'M (22–36 cm)', count: 12 },
    { value: 'l', label: 'L (32–48 cm)', count: 3 },
  ],
  price: { min: 9.99, max: 199 },
};

function Controlled(props: FiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <Filters
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Listing/Filters',
  component: Filters,
  args: { value: EMPTY_FILTERS, options, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Active: Story = {
  args: { value: { sizes: ['m'], priceMin: 20, priceMax: 100, inStock: true } },
};
export const WithoutPriceRange: Story = { args: { options: { sizes: options.sizes, price: null } } };
