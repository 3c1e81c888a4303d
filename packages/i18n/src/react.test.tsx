import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadEditionMessages, loadMessages } from './catalogues';
import { clientEdition } from './client-edition';
import { resolveEdition } from './locales';
import { I18nProvider, useI18n, useT } from './react';

function CartSummary({ count }: { count: number }) {
  const { t, formatPrice, formatVat } = useI18n();
  return (
    <p>
      {t('cart.itemCount', { count })} · {formatPrice('19.99')} · {formatVat()}
    </p>
  );
}

function EmptyFavorites() {
  return <>{useT()('favorites.empty')}</>;
}

function EmptyCart() {
  const t = useT();
  return <p>{t('cart.empty')}</p>;
}

describe('I18nProvider gives every component below the edition’s texts and formats', () => {
  it('renders German texts, EUR prices and the VAT copy for de', async () => {
    const html = renderToStaticMarkup(
      <I18nProvider edition={clientEdition(resolveEdition('de'))} messages={await loadMessages('de')}>
        <CartSummary count={3} />
        <EmptyCart />
      </I18nProvider>,
    );
    expect(html.replace(/\u00a0/g, ' ')).toBe(
      '<p>3 Artikel · 19,99 € · inkl. 19 % MwSt.</p><p>Ihr Warenkorb ist leer</p>',
    );
  });

  it('renders Polish plurals and PLN for pl', async () => {
    const html = renderToStaticMarkup(
      <I18nProvider edition={clientEdition(resolveEdition('pl'))} messages={await loadEditionMessages('pl')}>
        <CartSummary count={5} />
        <EmptyFavorites />
      </I18nProvider>,
    );
    expect(html.replace(/\u00a0/g, ' ')).toBe(
      '<p>5 produktów · 19,99 zł · Cena zawiera 23% VAT</p>Nie masz produktów na liście ulubionych',
    );
  });

  it('renders British English and GBP for gb', async () => {
    const html = renderToStaticMarkup(
      <I18nProvider edition={clientEdition(resolveEdition('gb'))} messages={await loadEditionMessages('gb')}>
        <CartSummary count={1} />
        <EmptyFavorites />
      </I18nProvider>,
    );
    expect(html).toBe('<p>1 item · £19.99 · VAT included</p>You&#x27;ve no products in your favourite list');
  });

  it('fails loudly when a component is rendered without the provider', () => {
    expect(() => renderToStaticMarkup(<EmptyCart />)).toThrow(/I18nProvider/);
  });
});
