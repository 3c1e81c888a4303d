import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { manualCategories, manualEntries } from '../test/service-fixtures';
import { Manuals } from './Manuals';
import { EMPTY_MANUALS_FILTER, type ManualsFilter } from './manuals-model';

const props = (filter: Partial<ManualsFilter> = {}) => ({
  entries: manualEntries,
  categories: manualCategories,
  filter: { ...EMPTY_MANUALS_FILTER, ...filter },
  action: '/de/service/gebrauchsanweisung',
});
const products = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Manuals: entries with product name, last update and file type (spec §2.3)', () => {
  it('each entry names product, article number, date and file type, and opens its file', () => {
    renderUi(<Manuals {...props()} />, 'gb');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Instructions for use and downloads' }),
    ).toBeTruthy();
    const entry = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(within(entry).getByRole('heading', { name: 'Blutdruckmessgerät BM 54' })).toBeTruthy();
    expect(within(entry).getByText('Item no. 655.14')).toBeTruthy();
    expect(within(entry).getByText('20.01.2025').getAttribute('datetime')).toBe('2025-01-20T00:00:00.000Z');
    expect(within(entry).getByText('Data sheet')).toBeTruthy();
    const link = within(entry).getByRole('link', {
      name: 'Download Data sheet for Blutdruckmessgerät BM 54',
    });
    expect(link.getAttribute('href')).toBe('/files/bm54-datasheet.pdf');
    expect(screen.getByRole('status').textContent).toBe('3 documents');
  });
});

describe('Manuals: search by product name or article number, filter by category and file type', () => {
  it('the filter of the URL is rendered on the server, so the GET form works without script', () => {
    const { container } = renderServerHtml(<Manuals {...props({ fileType: 'datasheet' })} />, 'pl');
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Blutdruckmessgerät BM 54',
    ]);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/de/service/gebrauchsanweisung');
    expect([...new FormData(form).keys()]).toEqual(['q', 'category', 'fileType']);
    container.remove();
  });

  it('filters in place by file type and writes the filter to the URL', async () => {
    const { user } = renderUi(<Manuals {...props()} />, 'pl');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ pliku' }), 'Instrukcja obsługi');
    expect(products()).toEqual(['Blutdruckmessgerät BM 54', 'Fieberthermometer FT 95']);
    expect(window.location.search).toBe('?fileType=instructions');
    expect(screen.getByRole('status').textContent).toBe('2 dokumenty');
  });

  it('searches product name and article number, case-insensitively; category narrows', async () => {
    const { user } = renderUi(<Manuals {...props()} />);
    const search = screen.getByRole('searchbox', { name: 'Nach Produktname oder Artikelnummer suchen' });
    await user.type(search, 'fieberTHERMO');
    expect(products()).toEqual(['Fieberthermometer FT 95']);
    await user.clear(search);
    await user.type(search, '655.1');
    expect(products()).toEqual(['Blutdruckmessgerät BM 54', 'Blutdruckmessgerät BM 54']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'Fieber');
    expect(screen.getByRole('status').textContent).toBe('Keine Dokumente gefunden');
    await user.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(products()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });
});

describe('Manuals: a filter chosen before hydration counts', () => {
  it('a file type picked before hydration filters the list and writes the URL once hydrated', async () => {
    const { container, hydrate } = renderServerHtml(<Manuals {...props()} />, 'gb');
    const entries = () => [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(entries()).toHaveLength(3);
    typeBefore(within(container).getByRole('combobox', { name: 'File type' }), 'datasheet');
    await hydrate();
    expect(entries()).toEqual(['Blutdruckmessgerät BM 54']);
    expect(within(container).getByRole('status').textContent).toBe('1 document');
    expect(window.location.search).toBe('?fileType=datasheet');
    const select = within(container).getByRole('combobox', { name: 'File type' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Data sheet');
    container.remove();
  });

  it('a phrase typed before hydration stays in the field and searches', async () => {
    const { container, hydrate } = renderServerHtml(<Manuals {...props()} />);
    const search = within(container).getByRole('searchbox', {
      name: 'Nach Produktname oder Artikelnummer suchen',
    }) as HTMLInputElement;
    typeBefore(search, 'ft 95');
    await hydrate();
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Fieberthermometer FT 95',
    ]);
    expect(search.value).toBe('ft 95');
    expect(window.location.search).toBe('?q=ft+95');
    container.remove();
  });

  it('with no choice made, hydration changes nothing', async () => {
    const { container, hydrate } = renderServerHtml(<Manuals {...props({ fileType: 'instructions' })} />);
    await hydrate();
    expect(container.querySelectorAll('h2')).toHaveLength(2);
    expect(window.location.search).toBe('');
    container.remove();
  });
});
