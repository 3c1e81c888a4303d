import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureList, ProductSections, ScopeOfDelivery, TechnicalDataAndFaq } from './ProductSections';

const meta = {
  title: 'Product/ProductSections',
  component: ProductSections,
  args: {
    sections: [
      {
        id: 'overview',
        content: (
          <p>
            Das Oberarm-Blutdruckmessgerät misst Blutdruck und Puls vollautomatisch und überträgt die Werte
            per Bluetooth in die App.
          </p>
        ),
      },
      {
        id: 'functions',
        content: <FeatureList items={['Arrhythmie-Erkennung', 'Risikoindikator', 'App']} />,
      },
      {
        id: 'technicalDataAndFaq',
        content: (
          <TechnicalDataAndFaq
            rows={[
              { label: 'Messbereich', value: '0–300 mmHg' },
              { label: 'Manschette', value: '22–42 cm' },
              { label: 'Gewicht', value: '320 g' },
            ]}
            faqHref="#faq"
          />
        ),
      },
      {
        id: 'scopeOfDelivery',
        content: (
          <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien', 'Gebrauchsanweisung']} />
        ),
      },
    ],
  },
} satisfies Meta<typeof ProductSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The in-page navigation lists the sections in the spec's order and points at their anchors. */
export const Sections: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').slice(0, 4);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#product-overview',
      '#product-functions',
      '#product-technicalDataAndFaq',
      '#product-scopeOfDelivery',
    ]);
  },
};
export const OnlyOverview: Story = {
  args: { sections: [{ id: 'overview', content: <p>Nur eine Übersicht.</p> }] },
};
