import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductFaq } from './ProductFaq';

const questions = [
  { question: 'How do I pair it?', answerHtml: '<p>Open the app.</p>', href: '/global/faq/1/?question=0' },
  {
    question: 'Which batteries?',
    answerHtml: '<p>Four AA batteries.</p>',
    href: '/global/faq/1/?question=1',
  },
  { question: 'Is it calibrated?', answerHtml: '<p>Yes.</p>', href: '/global/faq/1/?question=2' },
];

describe('ProductFaq', () => {
  it('shows the title, intro, the selected question with its answer and links to the others', () => {
    renderUi(
      <ProductFaq productTitle="BM 54" productUrl="/global/p/bm54/" questions={questions} selected={1} />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Questions about BM 54' })).toBeTruthy();
    expect(
      screen.getByText('Here you will find answers to frequently asked questions about BM 54.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Which batteries?' })).toBeTruthy();
    expect(screen.getByText('Four AA batteries.')).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Other questions' });
    expect([...others.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'How do I pair it?',
      'Is it calibrated?',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe(
      '/global/p/bm54/',
    );
  });

  it("marks the questions and answers with their language when it is not the page's", () => {
    renderUi(
      <ProductFaq
        productTitle="BM 54"
        productUrl="/global/p/bm54/"
        questions={questions}
        selected={0}
        contentLang="es-ES"
      />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How do I pair it?' }).getAttribute('lang')).toBe(
      'es-ES',
    );
    expect(screen.getByText('Open the app.').closest('[lang]')?.getAttribute('lang')).toBe('es-ES');
    expect(
      screen.getByRole('link', { name: 'Which batteries?' }).closest('[lang]')?.getAttribute('lang'),
    ).toBe('es-ES');
    // The page's own texts stay in its language.
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull();
  });
});
