'use client';

import { isEditionKey, routePath } from '@shop/editions';
import { ErrorPage } from '@shop/ui';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useErrorTexts } from '@/components/ErrorTexts';
import { reportError } from '@/lib/error-reporting';
import { useRequestReference } from '@/lib/request-reference';

/** A page that failed to load (a backend down, say): the error snippet's generic texts (translated defaults without), with 'go back' and 'home'. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ edition?: string }>();
  const texts = useErrorTexts();
  const reference = useRequestReference();
  useEffect(() => {
    console.error('[storefront] page failed', error.digest ?? error.message);
    reportError(error, { kind: 'error boundary', status: 500, reference });
  }, [error, reference]);
  return (
    <main className="page">
      <meta name="robots" content="noindex" />
      <ErrorPage
        variant="error"
        heading={texts.heading}
        content={texts.content}
        homeHref={routePath(isEditionKey(params.edition) ? params.edition : 'en', 'home') ?? '/'}
        reference={reference}
      />
    </main>
  );
}
