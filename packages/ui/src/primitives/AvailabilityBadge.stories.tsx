import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvailabilityBadge } from './AvailabilityBadge';
import type { AvailabilityStatus } from './availability';

const statuses: AvailabilityStatus[] = [
  'inStock',
  'fewInStock',
  'backInStockShortly',
  'notAvailableOnline',
  'soldOut',
  'sizeUnavailable',
];

const meta = {
  title: 'Primitives/AvailabilityBadge',
  component: AvailabilityBadge,
  args: { status: 'inStock' },
  argTypes: { status: { control: 'select', options: statuses } },
} satisfies Meta<typeof AvailabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const AllStatuses: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
      {statuses.map((status) => (
        <li key={status}>
          <AvailabilityBadge status={status} />
        </li>
      ))}
    </ul>
  ),
};
