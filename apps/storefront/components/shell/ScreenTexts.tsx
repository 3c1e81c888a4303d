import type { EditionKey } from '@shop/editions';
import { clientEdition, loadEditionMessages, resolveEdition } from '@shop/i18n';
import type { ReactNode } from 'react';
import { type Screen, screenMessages } from '@/lib/client-messages';
import { ScreenTextsProvider } from './ScreenTextsProvider';

/** A screen's own texts for its client components only, so the other pages do not carry them in their HTML. */
export async function ScreenTexts({
  edition,
  screen,
  children,
}: {
  edition: EditionKey;
  screen: Screen;
  children: ReactNode;
}) {
  const messages = screenMessages(await loadEditionMessages(edition), screen);
  return (
    <ScreenTextsProvider edition={clientEdition(resolveEdition(edition))} messages={messages}>
      {children}
    </ScreenTextsProvider>
  );
}
