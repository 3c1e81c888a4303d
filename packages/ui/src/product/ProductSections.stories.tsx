import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductSections, ScopeOfDelivery, TechnicalData } from './ProductSections';

const meta = {
  title: 'Product/ProductSections',
  component: ProductSections,
  args: {
    sections: {
      overview: (
        <p>
          Das Oberarm-Blutdruckmessgerät misst Blutdruck und Puls vollautomatisch und überträgt die Werte per
          Bluetooth in die App.
        </p>
      ),
      technicalData: (
        <TechnicalData
          rows={[
            { label: 'Messbereich', value: '0–300 mmHg' },
            { label: 'Manschette', value: '22–42 cm' },
            { label: 'Gewicht', value: '320 g' },
          ]}
        />
      ),
      scopeOfDelivery: (
        <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien', 'Gebrauchsanweisung']} />
      ),
    },
  },
} satisfies Meta<typeof ProductSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlice: Story = {};
export const OnlyOverview: Story = { args: { sections: { overview: <p>Nur eine Übersicht.</p> } } };
