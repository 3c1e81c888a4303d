import { describe, expect, it } from 'vitest';
import { faqQuestions, productFaqAppPath, productFaqPath, selectedQuestion } from './product-faq';
import { appPathFor } from './routing';

describe('the product FAQ page route', () => {
  it('has a public path per edition that the proxy serves from the faqSingle route', () => {
    expect(productFaqPath('en', '8100000001', 2)).toBe('/global/faq/8100000001/?question=2');
    expect(productFaqPath('gb', '8100000001')).toBe('/uk/faq/8100000001/');
    // The FAQs' own language, when another edition's, stays in the page's links.
    expect(productFaqPath('en', '8100000001', 1, 'es')).toBe(
      '/global/faq/8100000001/?question=1&language=es',
    );
    expect(productFaqPath('en', '8100000001', 1, 'en')).toBe('/global/faq/8100000001/?question=1');
    expect(productFaqAppPath('/uk/faq/8100000001/?question=1&language=gb')).toEqual({
      edition: 'gb',
      path: '/gb/frontend/faqSingle/8100000001?question=1&language=gb',
    });
    expect(appPathFor('/pl/faq/8100000001/', { device: 'desktop' })).toEqual({
      edition: 'pl',
      path: '/pl/frontend/faqSingle/8100000001',
    });
    expect(productFaqAppPath('/pl/faq/not-a-product/')).toBeNull();
    expect(productFaqAppPath('/xx/faq/1/')).toBeNull();
  });

  it('flattens groups and picks the question of the query, else the first', () => {
    const faq = {
      type: 'groups' as const,
      groups: [
        { title: 'A', items: [{ question: 'One?', answer: '1' }] },
        {
          title: 'B',
          items: [
            { question: 'Two?', answer: '2' },
            { question: ' ', answer: '' },
          ],
        },
      ],
    };
    expect(faqQuestions(faq).map((item) => item.question)).toEqual(['One?', 'Two?']);
    expect(selectedQuestion('1', 2)).toBe(1);
    expect(selectedQuestion('2', 2)).toBe(0);
    expect(selectedQuestion('-1', 2)).toBe(0);
    expect(selectedQuestion(undefined, 2)).toBe(0);
  });
});
