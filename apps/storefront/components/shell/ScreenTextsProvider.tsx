'use client';

import type { BrowserMessages, ClientEdition } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import type { ReactNode } from 'react';

export function ScreenTextsProvider(props: {
  edition: ClientEdition;
  messages: BrowserMessages;
  children: ReactNode;
}) {
  return <I18nProvider {...props} />;
}
