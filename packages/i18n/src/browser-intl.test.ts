import { EDITION_KEYS } from '@shop/editions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserIntl } from './browser-intl';
import { browserMessages } from './browser-messages';
import { loadEditionMessages } from './catalogues';
import { createIntl } from './intl';
import { resolveEdition } from './locales';
import { argumentsOf } from './message-arguments.test-helper';
import type { MessageAst, MessageId } from './types';

// Plural categories of every locale: zero, one, two, few (pl 2–4, 22), many (pl 5, 25), other, and fractions.
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5, 1234.5];

afterEach(() => vi.restoreAllMocks());

describe('the browser formats every message of every edition exactly as formatjs does on the server', () => {
  it.each(EDITION_KEYS)('%s', async (key) => {
    const edition = resolveEdition(key);
    const messages = await loadEditionMessages(edition);
    const server = createIntl(edition, messages);
    const browser = createBrowserIntl(edition.locale, messages);
    // The lighter form a page's HTML carries formats the same.
    const light = createBrowserIntl(edition.locale, browserMessages(messages));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let compared = 0;
    for (const [id, ast] of Object.entries(messages) as [MessageId, MessageAst][]) {
      const args = [...argumentsOf(ast)];
      for (const count of args.length ? COUNTS : [0]) {
        const values = Object.fromEntries(
          args.map(([name, kind]) => [name, kind === 'number' ? count : `‹${name}›`]),
        );
        const expected = server.formatMessage({ id }, values);
        expect(browser.formatMessage({ id }, values), `${key} ${id} ${JSON.stringify(values)}`).toBe(
          expected,
        );
        expect(light.formatMessage({ id }, values), `light ${key} ${id} ${JSON.stringify(values)}`).toBe(
          expected,
        );
        compared += 1;
      }
    }
    expect(errors).not.toHaveBeenCalled();
    expect(compared).toBeGreaterThan(500);
  });
});

describe('dates and numbers as formatjs formats them', () => {
  const messages = {} as Parameters<typeof createIntl>[1];

  it('formats a date in the locale, in the provider’s time zone unless the call names one', () => {
    const date = '2026-11-22T23:30:00Z';
    const browser = createBrowserIntl('de-DE', messages, 'Europe/Berlin');
    const server = createIntl('de', messages, { timeZone: 'Europe/Berlin' });
    for (const options of [{ dateStyle: 'medium' }, { dateStyle: 'long', timeZone: 'UTC' }] as const) {
      expect(browser.formatDate(date, options)).toBe(server.formatDate(date, options));
    }
    expect(browser.formatDate(date, { dateStyle: 'medium' })).toBe('23.11.2026');
  });

  it('formats numbers in the locale', () => {
    expect(createBrowserIntl('pl-PL', messages).formatNumber(12345.5)).toBe(
      createIntl('pl', messages).formatNumber(12345.5),
    );
  });

  it('renders a missing message as its id and reports it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createBrowserIntl('de-DE', messages).formatMessage({ id: 'cart.empty' })).toBe('cart.empty');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Missing message: "cart.empty"'), '');
  });
});
