import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqListing } from '../test/faq-listing';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { faqClusters } from '../test/service-fixtures';

const details = (headline: string) => screen.getByText(headline).closest('details') as HTMLDetailsElement;
const panelShown = (headline: string) =>
  !(screen.getByText(headline).closest('[data-faq-panel]') as HTMLElement).hidden;

/** The search's own live region (each link icon has one too). */
const searchStatus = () =>
  screen
    .getAllByRole('status')
    .find((region) => region.classList.contains('shop-faq__status')) as HTMLElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FaqAccordion: FAQ search (spec §5)', () => {
  it('filters case-insensitively on the headline', async () => {
    const { user } = renderUi(<FaqListing clusters={faqClusters} />);
    await user.type(screen.getByRole('searchbox', { name: 'FAQ durchsuchen' }), 'BLUETOOTH');
    expect(panelShown('Wie koppele ich das Gerät per Bluetooth?')).toBe(true);
    expect(panelShown('Wie lege ich die Manschette richtig an?')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Fieberthermometer FT 95' })).toBeNull();
    expect(searchStatus().textContent).toBe('1 Frage gefunden');
  });

  it('and on the content, HTML or text', async () => {
    const { user } = renderUi(<FaqListing clusters={faqClusters} />, 'pl');
    const field = screen.getByRole('searchbox', { name: 'Przeszukaj najczęściej zadawane pytania' });
    await user.type(field, 'alkohol');
    expect(panelShown('Wie reinige ich das Thermometer?')).toBe(true);
    expect(panelShown('Wie koppele ich das Gerät per Bluetooth?')).toBe(false);
    await user.clear(field);
    await user.type(field, 'ellenbeuge');
    expect(panelShown('Wie lege ich die Manschette richtig an?')).toBe(true);
    expect(searchStatus().textContent).toBe('Znaleziono 1 pytanie');
  });

  it("'No FAQs' when nothing matches; clearing the field shows every panel again", async () => {
    const { user } = renderUi(<FaqListing clusters={faqClusters} />, 'gb');
    const field = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(field, 'xylophone');
    expect(searchStatus().textContent).toBe('No FAQs');
    await user.clear(field);
    expect(panelShown('Wie reinige ich das Thermometer?')).toBe(true);
    expect(panelShown('Wie lege ich die Manschette richtig an?')).toBe(true);
    expect(searchStatus().textContent).toBe('');
  });
});

describe('FaqAccordion: open and close (spec §4)', () => {
  it('a click inside open content closes the panel; a link inside it does not', async () => {
    const { user } = renderUi(<FaqListing clusters={faqClusters} />);
    const panel = details('Wie lege ich die Manschette richtig an?');
    await user.click(screen.getByText('Wie lege ich die Manschette richtig an?'));
    expect(panel.open).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Zur Anleitung' }));
    expect(panel.open).toBe(true);
    await user.click(screen.getByText('2–3 cm'));
    expect(panel.open).toBe(false);
  });

  it('the panel named by the URL hash opens on load and scrolls into view', () => {
    window.history.replaceState(null, '', '/de/service/faq/#faq-ft95-1');
    let scrolled: Element | null = null;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled = this;
    };
    renderUi(<FaqListing clusters={faqClusters} />);
    expect(details('Wie reinige ich das Thermometer?').open).toBe(true);
    expect(details('Wie lege ich die Manschette richtig an?').open).toBe(false);
    expect(scrolled).toBe(details('Wie reinige ich das Thermometer?'));
  });

  it('a later hash change opens its panel too', async () => {
    Element.prototype.scrollIntoView = () => {};
    renderUi(<FaqListing clusters={faqClusters} />);
    await act(async () => {
      window.location.hash = 'faq-bm54-2';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(details('Wie koppele ich das Gerät per Bluetooth?').open).toBe(true);
  });
});

describe('FaqAccordion: a phrase typed before hydration counts', () => {
  it('filters once hydrated and writes the URL, the phrase kept in the field', async () => {
    const { container, hydrate } = renderServerHtml(<FaqListing clusters={faqClusters} />, 'gb');
    const field = within(container).getByRole('searchbox', { name: 'Search the FAQ' }) as HTMLInputElement;
    typeBefore(field, 'bluetooth');
    await hydrate();
    expect(panelShown('Wie koppele ich das Gerät per Bluetooth?')).toBe(true);
    expect(panelShown('Wie lege ich die Manschette richtig an?')).toBe(false);
    expect(searchStatus().textContent).toBe('1 question found');
    expect(field.value).toBe('bluetooth');
    expect(window.location.search).toBe('?q=bluetooth');
    container.remove();
  });

  it('with nothing typed, hydration changes nothing', async () => {
    const { container, hydrate } = renderServerHtml(<FaqListing clusters={faqClusters} />);
    await hydrate();
    expect(panelShown('Wie lege ich die Manschette richtig an?')).toBe(true);
    expect(searchStatus().textContent).toBe('');
    expect(window.location.search).toBe('');
    container.remove();
  });
});
