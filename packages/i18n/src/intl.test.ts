import { EDITION_KEYS, type EditionKey } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { getIntl, loadMessages } from './catalogues';
import { createIntl } from './intl';
import { catalogueLocaleFor, catalogueLocaleOf } from './locales';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('each edition reads one catalogue: the exact tag, else the language, else English', () => {
  it.each<[EditionKey, string]>([
    ['de', 'de'],
    ['en', 'en'],
    ['fr', 'fr'],
    ['it', 'it'],
    ['nl', 'nl'],
    ['pl', 'pl'],
    ['gb', 'en-GB'],
    ['es', 'es'],
    ['id', 'id'],
  ])('edition %s → %s', (edition, locale) => {
    expect(catalogueLocaleOf(edition)).toBe(locale);
  });

  it.each([
    ['de-AT', 'de'],
    ['EN-gb', 'en-GB'],
    ['en-US', 'en'],
    ['pt-BR', 'en'],
    ['not a tag!', 'en'],
  ])('tag %s → %s', (tag, locale) => {
    expect(catalogueLocaleFor(tag)).toBe(locale);
  });
});

describe('English texts are exactly as the spec quotes them', () => {
  it.each<[string, Record<string, number | string> | undefined, string]>([
    ['cart.empty', undefined, 'Your cart is empty'],
    ['favorites.empty', undefined, "You've no products in your favorite list"],
    ['order.history.empty', undefined, 'No order available'],
    ['faq.empty', undefined, 'No FAQs'],
    ['search.empty', undefined, 'No search results found'],
    ['product.size.choose', undefined, 'Choose a size'],
    ['faq.linkCopied', undefined, 'Link copied!'],
    ['product.purchaseLimit', { count: 2 }, 'Max. 2 items per household'],
    ['listing.loadMore.progress', { shown: 48, total: 120 }, '48 of 120 items'],
    ['price.free', undefined, 'Free'],
    ['account.login.failed', undefined, 'Incorrect login credentials'],
    ['account.register.emailTaken', undefined, 'The email is already in use'],
    ['error.generic', undefined, 'Something went wrong'],
    ['validation.password.mismatch', undefined, 'The passwords does not match'],
    ['validation.password.empty', undefined, 'The password is empty'],
    ['validation.password.required', undefined, 'Please enter Password.'],
    ['validation.email.invalid', undefined, 'Please input correct email'],
    ['validation.login.password', undefined, 'Please input password'],
    ['validation.firstName.required', undefined, 'Please input your first name'],
    ['validation.lastName.required', undefined, 'Please input your last name'],
    ['validation.address.company', undefined, 'Please enter your company'],
    ['validation.review.required', undefined, 'This field is required'],
    ['NEWSLETTER_EMAIL_REQUIRED_ERROR', undefined, 'Please enter your email!'],
    ['FORM_ERROR_REQUIRED', undefined, 'Please complete this field.'],
    ['FORM_ERROR_PATTERN', undefined, 'Please check your input!'],
    [
      'validation.phone.e164',
      { phone: '+4915112345678' },
      'Phone Number needs to be in format E.164 e.g +4915112345678',
    ],
    ['error.notFound.content', undefined, 'Sorry, the page you were looking for was not found.'],
    ['account.register.success', undefined, 'Register Customer Successfully'],
    ['cart.added', undefined, 'Added to cart'],
    ['error.requestFailed', undefined, 'Request failed'],
    ['error.notDefined', { name: 'cart' }, 'cart is not defined'],
    ['product.status.inStock', undefined, 'In stock'],
    ['product.status.fewInStock', undefined, 'Few in stock'],
    ['product.status.backInStockShortly', undefined, 'Back in stock shortly'],
    ['product.status.notAvailableOnline', undefined, 'Not available online'],
  ])('%s', async (id, values, expected) => {
    const intl = createIntl('en', await loadMessages('en'));
    expect(intl.formatMessage({ id: id as 'cart.empty' }, values)).toBe(expected);
  });
});

describe('Polish texts use the four plural forms', async () => {
  const intl = await getIntl('pl');

  it('translates the shop’s words', () => {
    expect(intl.t('cart.empty')).toBe('Twój koszyk jest pusty');
    expect(intl.t('product.addToCart')).toBe('Dodaj do koszyka');
    expect(intl.t('favorites.title')).toBe('Ulubione');
    expect(intl.t('product.status.inStock')).toBe('Dostępny');
  });

  it.each([
    [1, 'Maks. 1 sztuka na gospodarstwo domowe'],
    [3, 'Maks. 3 sztuki na gospodarstwo domowe'],
    [5, 'Maks. 5 sztuk na gospodarstwo domowe'],
    [22, 'Maks. 22 sztuki na gospodarstwo domowe'],
  ])('purchase limit %i', (count, expected) => {
    expect(intl.t('product.purchaseLimit', { count })).toBe(expected);
  });

  it('counts items in the load-more label', () => {
    expect(intl.t('listing.loadMore.progress', { shown: 48, total: 120 })).toBe('48 z 120 produktów');
    expect(intl.t('listing.resultCount', { count: 2 })).toBe('2 produkty');
    expect(intl.t('listing.resultCount', { count: 12 })).toBe('12 produktów');
  });
});

describe('Indonesian texts use one plural form', async () => {
  const intl = await getIntl('id');

  it('translates the shop’s words', () => {
    expect(intl.t('cart.empty')).toBe('Keranjang belanja Anda kosong');
    expect(intl.t('product.addToCart')).toBe('Tambah ke keranjang');
    expect(intl.t('search.empty')).toBe('Hasil pencarian tidak ditemukan');
    expect(intl.t('price.vat.included')).toBe('Termasuk PPN');
  });

  it('counts without plural endings', () => {
    expect(intl.t('listing.loadMore.progress', { shown: 30, total: 1 })).toBe('30 dari 1 barang');
    expect(intl.t('listing.loadMore.progress', { shown: 30, total: 95 })).toBe('30 dari 95 barang');
  });
});

describe('the VAT copy names the rate where the store does', () => {
  it.each<[EditionKey, string]>([
    ['de', 'inkl. 19 % MwSt.'],
    ['it', 'IVA 22% inclusa'],
    ['nl', 'Incl. 21% btw'],
    ['pl', 'Cena zawiera 23% VAT'],
    ['fr', 'TVA incluse'],
    ['gb', 'VAT included'],
    ['en', 'VAT included'],
    ['es', 'IVA incluido'],
    ['id', 'Termasuk PPN'],
  ])('%s: %s', async (edition, expected) => {
    expect(plain((await getIntl(edition)).formatVat())).toBe(expected);
  });
});

describe('createIntl and getIntl', () => {
  it.each(EDITION_KEYS)('%s: texts, prices and the free-shipping message', async (edition) => {
    const intl = await getIntl(edition);
    expect(intl.locale).toBe(intl.edition.locale);
    const amount = intl.formatPrice('12.5');
    expect(amount).not.toBe('');
    expect(intl.t('cart.freeShipping.remaining', { amount })).toContain(amount);
  });

  it('keeps British spelling for the UK', async () => {
    const intl = await getIntl('gb');
    expect(intl.t('favorites.empty')).toBe("You've no products in your favourite list");
    expect(plain(intl.formatPrice(19.99))).toBe('£19.99');
  });

  it('loads a catalogue once per edition', async () => {
    expect(getIntl('de')).toBe(getIntl('de'));
    expect(await getIntl('de')).toBe(await getIntl('de'));
  });

  it('formats dates in the edition’s locale and time zone', async () => {
    const intl = createIntl('de', await loadMessages('de'), { timeZone: 'Europe/Berlin' });
    expect(intl.formatDate(Date.UTC(2026, 10, 22, 23, 30), { dateStyle: 'medium' })).toBe('23.11.2026');
  });

  it('types message ids and their values', async () => {
    const intl = createIntl('de', await loadMessages('de'));
    const typeChecks = () => {
      // @ts-expect-error an id that is not in the catalogue
      intl.t('cart.emtpy');
      // @ts-expect-error a message with placeholders needs its values
      intl.t('cart.saving');
      // @ts-expect-error a plural count is a number
      intl.t('cart.itemCount', { count: 'three' });
      // @ts-expect-error formatMessage knows the ids too
      intl.formatMessage({ id: 'no.such.key' });
    };
    expect(typeChecks).toBeTypeOf('function');
    expect(intl.t('cart.itemCount', { count: 3 })).toBe('3 Artikel');
  });
});
