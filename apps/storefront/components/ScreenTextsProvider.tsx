'use client';

import type { EditionKey } from '@shop/editions';
import type { CompiledMessages } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import type { ReactNode } from 'react';

export function ScreenTextsProvider(props: {
  edition: EditionKey;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return <I18nProvider {...props} />;
}
