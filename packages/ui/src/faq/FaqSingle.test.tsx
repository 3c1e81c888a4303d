import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { faqClusters } from '../test/service-fixtures';
import { FaqSingle } from './FaqSingle';

const panel = faqClusters[0]?.panels[0] as NonNullable<(typeof faqClusters)[0]['panels'][0]>;

describe('FaqSingle: one question and its answer with a link back to its cluster (spec §2.2)', () => {
  it('the question is the heading, the answer follows', () => {
    renderUi(<FaqSingle panel={panel} cluster={{ title: 'BM 54', url: '/de/service/faq/#faq-bm54' }} />);
    expect(screen.getByRole('heading', { level: 1, name: panel.headline })).toBeTruthy();
    expect(screen.getByText('2–3 cm')).toBeTruthy();
  });

  it('links back to the cluster on the FAQ page, in the edition language', () => {
    renderUi(
      <FaqSingle panel={panel} cluster={{ title: 'BM 54', url: '/pl/obsluga-klienta/faq/#faq-bm54' }} />,
      'pl',
    );
    expect(
      screen.getByRole('link', { name: 'Wszystkie pytania dotyczące produktu BM 54' }).getAttribute('href'),
    ).toBe('/pl/obsluga-klienta/faq/#faq-bm54');
  });
});
