import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { image } from '../test/fixtures';
import { StoryPurchase } from '../test/StoryPurchase';
import { Gallery } from './Gallery';
import { ProductDetail } from './ProductDetail';
import { ScopeOfDelivery, TechnicalData } from './ProductSections';

const meta = {
  title: 'Product/ProductDetail',
  component: ProductDetail,
  args: {
    title: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth',
    articleNumber: '655.12',
    gallery: (
      <Gallery images={[image('monitor', 'Vorderseite'), image('cuff', 'Manschette'), image('app', 'App')]} />
    ),
    price: { amount: '69.99', compareAt: '89.99', recommendedRetail: '99.99' },
    keyFeatures: ['Messwerte per Bluetooth in die App', 'Arrhythmie-Erkennung', 'Manschette 22–42 cm'],
    purchase: <StoryPurchase />,
    facts: { colourCount: 2, recycling: [{ class: 'B', price: '0.50' }] },
    sections: [
      { id: 'overview', content: <p>Misst Blutdruck und Puls vollautomatisch am Oberarm.</p> },
      {
        id: 'technicalDataAndFaq',
        content: <TechnicalData rows={[{ label: 'Messbereich', value: '0–300 mmHg' }]} />,
      },
      {
        id: 'scopeOfDelivery',
        content: <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien']} />,
      },
    ],
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The purchase box in place: a size is required, the unavailable one cannot be chosen. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Größe');
    await expect(canvas.getByRole('radio', { name: 'L (32–48 cm) (nicht verfügbar)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'M (22–42 cm)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
