import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductDownloads } from './ProductDownloads';

const meta = {
  title: 'Product/ProductDownloads',
  component: ProductDownloads,
  args: {
    downloads: [
      {
        kind: 'instructions',
        title: 'Gebrauchsanweisung BM 54',
        productName: 'Oberarm-Blutdruckmessgerät BM 54',
        url: '/images/monitor.svg',
        fileType: 'pdf',
        lastUpdate: '2026-03-04T10:00:00.000Z',
      },
      {
        kind: 'datasheet',
        title: 'Datenblatt BM 54',
        productName: 'Oberarm-Blutdruckmessgerät BM 54',
        url: '/images/cuff.svg',
        fileType: 'pdf',
        lastUpdate: '2025-11-20T10:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof ProductDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
