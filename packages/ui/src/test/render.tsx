import { type CompiledMessages, clientEdition, resolveEdition } from '@shop/i18n';
import de from '@shop/i18n/messages/de.json';
import en from '@shop/i18n/messages/en.json';
import enGB from '@shop/i18n/messages/en-GB.json';
import pl from '@shop/i18n/messages/pl.json';
import { I18nProvider } from '@shop/i18n/react';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { act, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const CATALOGUES = { de, pl, gb: enGB, en } as unknown as Record<TestEdition, CompiledMessages>;

export type TestEdition = 'de' | 'pl' | 'gb' | 'en';

/** Renders under the I18nProvider of an edition (German by default), with a user-event session. */
export function renderUi(
  ui: ReactElement,
  edition: TestEdition = 'de',
  options: RenderOptions = {},
): RenderResult & { user: UserEvent } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider edition={clientEdition(resolveEdition(edition))} messages={CATALOGUES[edition]}>
      {children}
    </I18nProvider>
  );
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper, ...options }) };
}

/** Text with no-break spaces (Intl's separators) turned into plain spaces, for readable expectations. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
}

/**
 * The server HTML of `ui` in a container, as a shopper's browser has it before hydration, and `hydrate()` to let
 * React take it over.
 */
export function renderServerHtml(ui: ReactElement, edition: TestEdition = 'de') {
  const tree = (
    <I18nProvider edition={clientEdition(resolveEdition(edition))} messages={CATALOGUES[edition]}>
      {ui}
    </I18nProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  // happy-dom can parse a select with another option chosen; a browser chooses the one marked `selected`.
  for (const option of container.querySelectorAll<HTMLOptionElement>('option[selected]'))
    option.selected = true;
  document.body.append(container);
  return {
    container,
    hydrate: () => act(async () => void hydrateRoot(container, tree)),
  };
}

/** Types into a server-rendered field as a shopper does before hydration (no React handler runs). */
export function typeBefore(field: Element | null, value: string) {
  (field as HTMLInputElement).value = value;
}
