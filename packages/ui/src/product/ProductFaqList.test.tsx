import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductFaqList } from './ProductFaqList';

describe("ProductFaqList: the product's questions, each linking to the product FAQ page", () => {
  it('links every question to its answer, in groups with their titles', () => {
    renderUi(
      <ProductFaqList
        groups={[
          {
            title: 'General',
            questions: [
              { question: 'Which cuff fits?', href: '/frontend/faqSingle/12?question=0&language=gb' },
              { question: 'Is it calibrated?', href: '/frontend/faqSingle/12?question=1&language=gb' },
            ],
          },
          {
            title: 'Use',
            questions: [
              { question: 'How do I measure?', href: '/frontend/faqSingle/12?question=2&language=gb' },
            ],
          },
        ]}
      />,
      'gb',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'General',
      'Use',
    ]);
    const link = screen.getByRole('link', { name: 'Is it calibrated?' });
    expect(link.getAttribute('href')).toBe('/frontend/faqSingle/12?question=1&language=gb');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('a plain list has no heading', () => {
    renderUi(<ProductFaqList groups={[{ title: null, questions: [{ question: 'Frage?', href: '/x' }] }]} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Frage?' })).toBeTruthy();
  });
});
