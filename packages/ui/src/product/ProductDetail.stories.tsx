import type { Meta, StoryObj } from '@storybook/react-vite';
import { image } from '../test/fixtures';
import { StoryPurchase } from '../test/StoryPurchase';
import { ProductDetail } from './ProductDetail';
import { ScopeOfDelivery, TechnicalData } from './ProductSections';

const meta = {
  title: 'Product/ProductDetail',
  component: ProductDetail,
  args: {
    title: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth',
    articleNumber: '655.12',
    images: [image('monitor', 'Vorderseite'), image('cuff', 'Manschette'), image('app', 'App')],
    price: { amount: '69.99', compareAt: '89.99', recommendedRetail: '99.99' },
    keyFeatures: ['Messwerte per Bluetooth in die App', 'Arrhythmie-Erkennung', 'Manschette 22–42 cm'],
    purchase: <StoryPurchase />,
    sections: {
      overview: <p>Misst Blutdruck und Puls vollautomatisch am Oberarm.</p>,
      technicalData: <TechnicalData rows={[{ label: 'Messbereich', value: '0–300 mmHg' }]} />,
      scopeOfDelivery: <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien']} />,
    },
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
