'use client';

import { useT } from '@shop/i18n/react';
import { LinkButton, lazyIsland } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useErrorTexts } from '@/components/errors/ErrorTexts';

// Next loads a segment's error boundary with every page of it: the page itself loads when an error needs it.
const PageErrorBody = lazyIsland(() =>
  import('@/components/errors/PageErrorBody').then((body) => body.PageErrorBody),
);

/** A page that failed to load (a backend down, say): the error page, or a plain one if its code cannot be downloaded. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const [unloaded, setUnloaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    console.error('[storefront] page failed', error.digest ?? error.message);
  }, [error]);
  // Offline, the page's code is asked for again when the browser is back online.
  useEffect(() => {
    if (!unloaded) return;
    const retry = () => setAttempt((count) => count + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unloaded]);
  return (
    <main className="page">
      <meta name="robots" content="noindex" />
      <PageErrorBody
        error={error}
        loadAttempt={attempt}
        onLoadError={() => setUnloaded(true)}
        onShown={() => setUnloaded(false)}
      />
      {unloaded ? <PlainErrorPage /> : null}
    </main>
  );
}

/** The error page without its code: heading, content and the home link, in the shop's words (never fails itself). */
function PlainErrorPage() {
  const t = useT();
  const texts = useErrorTexts();
  return (
    <section className="shop-error" aria-labelledby="shop-error-heading">
      <h1 id="shop-error-heading" className="shop-error__heading">
        {texts.heading?.trim() || t('ERROR_PAGE_DEFAULT_HEADING')}
      </h1>
      <p className="shop-error__content">{texts.content?.trim() || t('ERROR_PAGE_DEFAULT_CONTENT')}</p>
      <div className="shop-error__actions">
        <LinkButton href={texts.homeHref} variant="primary">
          {t('ERROR_PAGE_HOMEPAGE')}
        </LinkButton>
      </div>
    </section>
  );
}
