'use client';

import { ErrorPage } from '@shop/ui';
import { useEffect, useLayoutEffect } from 'react';
import { useErrorTexts } from '@/components/errors/ErrorTexts';
import { reportError } from '@/lib/error-reporting.client';
import { useRequestReference } from '@/lib/request-reference';

/**
 * The error boundary's page (`app/[edition]/frontend/error.tsx` loads it on first need): the error snippet's
 * generic texts (translated defaults without), 'go back', 'home' and the failed request's reference, reported to
 * /log-error/.
 */
export function PageErrorBody({ error, onShown }: { error: Error & { digest?: string }; onShown(): void }) {
  const texts = useErrorTexts();
  const reference = useRequestReference();
  // Before the first paint, so the plain page it replaces is never drawn beside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when the page is drawn
  useLayoutEffect(onShown, []);
  useEffect(() => {
    reportError(error, { kind: 'error boundary', status: 500, reference });
  }, [error, reference]);
  return (
    <ErrorPage
      variant="error"
      heading={texts.heading}
      content={texts.content}
      homeHref={texts.homeHref}
      reference={reference}
    />
  );
}
