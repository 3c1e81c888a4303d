'use client';

import type { ClientEdition, CompiledMessages } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import type { ReactNode } from 'react';

export function ScreenTextsProvider(props: {
  edition: ClientEdition;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return <I18nProvider {...props} />;
}
