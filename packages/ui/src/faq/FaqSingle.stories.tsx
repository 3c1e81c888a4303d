import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { faqClusters } from '../test/service-fixtures';
import { FaqSingle } from './FaqSingle';

const meta = {
  title: 'FAQ/FaqSingle',
  component: FaqSingle,
  tags: ['autodocs'],
  args: {
    panel: faqClusters[0]?.panels[0] ?? { headline: '', anchor: '' },
    cluster: { title: 'Blutdruckmessgerät BM 54', url: '#faq-bm54' },
  },
} satisfies Meta<typeof FaqSingle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuestionAndAnswer: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wie lege ich die Manschette richtig an?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Alle Fragen zu Blutdruckmessgerät BM 54' }),
    ).toHaveAttribute('href', '#faq-bm54');
  },
};
