import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_DELIVERY_COUNTRIES } from '../test/delivery-fixtures';
import { DeliveryCountryList } from './DeliveryCountryList';

const meta = {
  title: 'Shell/DeliveryCountryList',
  component: DeliveryCountryList,
  args: { id: 'selector', options: SAMPLE_DELIVERY_COUNTRIES, onChoose: fn() },
} satisfies Meta<typeof DeliveryCountryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Austria chosen on the de store: its entry is current; a choice goes to onChoose. */
export const AustriaCurrent: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Lieferland' });
    await expect(within(list).getByRole('link', { name: 'Österreich' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(list).getByRole('link', { name: 'Frankreich' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'fr' }));
  },
};
