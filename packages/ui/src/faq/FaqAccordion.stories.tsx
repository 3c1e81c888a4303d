import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  title: 'FAQ/FaqAccordion',
  component: FaqAccordion,
  args: {
    children: (
      <section data-faq-cluster aria-label="Waagen">
        <div data-faq-panel>
          <details>
            <summary>Wie genau misst die Waage?</summary>
            <div data-faq-content>
              <p>Auf 100 g genau.</p>
            </div>
          </details>
        </div>
        <div data-faq-panel>
          <details>
            <summary>Welche Batterien brauche ich?</summary>
            <div data-faq-content>
              <p>Drei AAA-Batterien.</p>
            </div>
          </details>
        </div>
      </section>
    ),
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The island around any server-rendered panels: the search filters on headline or content. */
export const SearchOnContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'FAQ durchsuchen' }), 'aaa');
    await expect(canvas.getByText('Welche Batterien brauche ich?')).toBeVisible();
    await expect(canvas.getByText('Wie genau misst die Waage?')).not.toBeVisible();
  },
};
