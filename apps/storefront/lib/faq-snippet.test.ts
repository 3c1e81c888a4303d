import type { Snippet } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { toFaqSnippetCluster } from './faq-snippet';

const snippet = (content: unknown): Snippet =>
  ({ snippetId: 'faq-snippet', elements: [{ id: 'faq', component: 'faq', content }] }) as Snippet;

describe('toFaqSnippetCluster', () => {
  it('gives a cluster of the questions with sanitised answers, leaving out those without an answer', () => {
    const cluster = toFaqSnippetCluster(
      snippet({
        title: 'Frequently asked questions',
        items: [
          {
            question: 'How long does delivery take?',
            answer: '<p>Usually 2–3 days.</p><script>x()</script>',
          },
          { question: 'Empty?', answer: '' },
        ],
      }),
    );
    expect(cluster).toEqual({
      title: 'Frequently asked questions',
      anchor: 'faq-snippet',
      panels: [
        {
          headline: 'How long does delivery take?',
          contentHtml: '<p>Usually 2–3 days.</p>',
          anchor: 'faq-snippet-1',
        },
      ],
    });
  });

  it('gives none without questions or without the snippet', () => {
    expect(toFaqSnippetCluster(snippet({ title: 'FAQ', items: [] }))).toBeNull();
    expect(toFaqSnippetCluster(undefined)).toBeNull();
  });
});
