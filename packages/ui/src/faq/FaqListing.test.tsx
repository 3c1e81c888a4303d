import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqListing } from '../test/faq-listing';
import { renderUi } from '../test/render';
import { faqClusters } from '../test/service-fixtures';

describe('FaqListing: clusters with a title and accordion panels (spec §2.3, §3)', () => {
  it('each cluster is a region named by its title; each panel a disclosure named by its headline', () => {
    renderUi(<FaqListing title="Häufige Fragen" clusters={faqClusters} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
    const cluster = screen.getByRole('region', { name: 'Blutdruckmessgerät BM 54' });
    expect(cluster.id).toBe('faq-bm54');
    const summary = within(cluster).getByText('Wie lege ich die Manschette richtig an?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.id).toBe('faq-bm54-1');
    expect(within(cluster).getByRole('img', { name: 'Manschette am Oberarm' })).toBeTruthy();
  });

  it('content as HTML or as text', () => {
    renderUi(<FaqListing clusters={faqClusters} />);
    expect(screen.getByText('2–3 cm').tagName).toBe('STRONG');
    expect(screen.getByText('Mit einem weichen, mit Alkohol befeuchteten Tuch abwischen.').tagName).toBe('P');
  });

  it('panels with empty content are hidden (spec §5)', () => {
    renderUi(<FaqListing clusters={faqClusters} />);
    expect(screen.queryByText('Noch ohne Antwort')).toBeNull();
  });

  it("the translated title when the page has none, and 'No FAQs' without questions", () => {
    renderUi(<FaqListing clusters={[{ title: 'Leer', panels: [] }]} />, 'gb');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByText('No FAQs')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Leer' })).toBeNull();
  });

  it('every panel has its link icon', () => {
    renderUi(<FaqListing clusters={faqClusters} />, 'pl');
    const links = screen.getAllByRole('link', { name: 'Kopiuj link do tego pytania' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#faq-bm54-1',
      '#faq-bm54-2',
      '#faq-ft95-1',
    ]);
  });

  it('panels open and close natively, without script', async () => {
    const { user } = renderUi(<FaqListing clusters={faqClusters} />);
    const details = screen
      .getByText('Wie reinige ich das Thermometer?')
      .closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Wie reinige ich das Thermometer?'));
    expect(details.open).toBe(true);
  });

  it('the search is a GET form with the phrase as q, so it works before hydration', () => {
    renderUi(<FaqListing clusters={faqClusters} action="/de/service/faq" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/de/service/faq');
    expect(screen.getByRole('searchbox', { name: 'FAQ durchsuchen' }).getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Suchen' }).getAttribute('type')).toBe('submit');
  });

  it("the URL's phrase: only the matching questions show, with their count, as the server renders them", () => {
    renderUi(<FaqListing clusters={faqClusters} phrase="ALKOHOL" />, 'gb');
    const shown = (headline: string) =>
      !(screen.getByText(headline).closest('[data-faq-panel]') as HTMLElement).hidden;
    expect(shown('Wie reinige ich das Thermometer?')).toBe(true);
    expect(shown('Wie lege ich die Manschette richtig an?')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Blutdruckmessgerät BM 54' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search the FAQ' }) as HTMLInputElement).value).toBe(
      'ALKOHOL',
    );
    expect(screen.getByText('1 question found')).toBeTruthy();
  });
});
