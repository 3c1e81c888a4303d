import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductFaq } from './ProductFaq';

const meta = {
  title: 'Content/ProductFaq',
  component: ProductFaq,
  args: {
    productTitle: 'BM 54',
    productUrl: '/de/p/bm54/',
    selected: 0,
    questions: [
      {
        question: 'Wie verbinde ich das Gerät?',
        answerHtml: '<p>Öffnen Sie die App.</p>',
        href: '?question=0',
      },
      { question: 'Welche Batterien?', answerHtml: '<p>Vier AA-Batterien.</p>', href: '?question=1' },
    ],
  },
} satisfies Meta<typeof ProductFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wie verbinde ich das Gerät?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Welche Batterien?' })).toBeVisible();
  },
};

/** Questions of another language than the page's (`?language=`): marked with it. */
export const OtherLanguage: Story = {
  args: {
    contentLang: 'pl-PL',
    questions: [
      { question: 'Jak połączyć urządzenie?', answerHtml: '<p>Otwórz aplikację.</p>', href: '?question=0' },
      { question: 'Jakie baterie?', answerHtml: '<p>Cztery baterie AA.</p>', href: '?question=1' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Jak połączyć urządzenie?' })).toHaveAttribute(
      'lang',
      'pl-PL',
    );
  },
};
