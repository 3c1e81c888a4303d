import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ErrorPage } from './ErrorPage';

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

afterEach(() => {
  setReferrer('');
  vi.restoreAllMocks();
});

describe('ErrorPage: heading and content with translated defaults', () => {
  it('generic error: ERROR_PAGE_DEFAULT_HEADING and _CONTENT in German', () => {
    renderUi(<ErrorPage homeHref="/de/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeTruthy();
    expect(
      screen.getByText(
        'Leider ist bei uns ein Fehler aufgetreten. Bitte versuchen Sie es in ein paar Minuten erneut.',
      ),
    ).toBeTruthy();
  });

  it('not found: the not-found texts in Polish', () => {
    renderUi(<ErrorPage variant="notFound" homeHref="/pl/" />, 'pl');
    expect(screen.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByText('Przepraszamy, nie znaleziono strony, której szukasz.')).toBeTruthy();
  });

  it("the snippet's heading and content win over the defaults; blank ones do not", () => {
    const { rerender } = renderUi(
      <ErrorPage heading="Hoppla!" content="Diese Seite gibt es nicht mehr." homeHref="/de/" />,
    );
    expect(screen.getByRole('heading', { name: 'Hoppla!' })).toBeTruthy();
    expect(screen.getByText('Diese Seite gibt es nicht mehr.')).toBeTruthy();
    rerender(<ErrorPage heading="  " content="" homeHref="/de/" />);
    expect(screen.getByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeTruthy();
  });
});

describe("ErrorPage: 'go back' and 'home page'", () => {
  it('home page links to the edition home', () => {
    renderUi(<ErrorPage homeHref="/de/" />);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
  });

  it('go back uses the history when the previous page is on the shop itself', async () => {
    setReferrer(`${window.location.origin}/de/c/blutdruck/`);
    window.history.pushState({}, '', '/de/unbekannt');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = renderUi(<ErrorPage homeHref="/de/" />);
    await user.click(screen.getByRole('link', { name: 'Zurück' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('go back goes home when the shopper came from another site', async () => {
    setReferrer('https://www.search-engine.example/results');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = renderUi(<ErrorPage homeHref="/de/" />);
    const link = screen.getByRole('link', { name: 'Zurück' });
    expect(link.getAttribute('href')).toBe('/de/');
    await user.click(link);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('ErrorPage: the reference of the failed request', () => {
  it('shows the reference in the edition language, below the actions', () => {
    renderUi(<ErrorPage homeHref="/de/" reference="3f9a0c1d5b7e2a64" />);
    expect(screen.getByText('Referenz: 3f9a0c1d5b7e2a64')).toBeTruthy();
  });

  it('English in the global edition', () => {
    renderUi(<ErrorPage homeHref="/global/" reference="3f9a0c1d5b7e2a64" />, 'en');
    expect(screen.getByText('Reference: 3f9a0c1d5b7e2a64')).toBeTruthy();
  });

  it('without a reference, no reference line', () => {
    renderUi(<ErrorPage homeHref="/de/" />);
    expect(screen.queryByText(/Referenz/)).toBeNull();
  });
});
