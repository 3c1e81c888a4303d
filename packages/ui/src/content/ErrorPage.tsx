import { useT } from '@shop/i18n/react';
import { GoBackLink } from '../parts/GoBackLink';
import { LinkButton } from '../primitives/Button';
import { cx } from '../primitives/cx';

export interface ErrorPageProps {
  /** `notFound` (404) or a generic `error` (500): picks the fallback texts. */
  variant?: 'notFound' | 'error';
  /** Heading from the error snippet; the translated default when empty. */
  heading?: string | null;
  /** Content from the error snippet (plain text); the translated default when empty. */
  content?: string | null;
  /** The edition's home page. */
  homeHref: string;
  /** The failed request's correlation id, shown so support can find it in the server log. */
  reference?: string | null;
  className?: string;
}

/**
 * The error page body: heading and content (snippet or translated default), 'go back' (to the previous page
 * when it is on the shop's own site, else home) and 'home page'. The route sets status and noindex. A server
 * component: only 'go back' is a client leaf.
 */
export function ErrorPage({
  variant = 'error',
  heading,
  content,
  homeHref,
  reference,
  className,
}: ErrorPageProps) {
  const t = useT();
  const fallbackHeading =
    variant === 'notFound' ? t('error.notFound.heading') : t('ERROR_PAGE_DEFAULT_HEADING');
  const fallbackContent =
    variant === 'notFound' ? t('error.notFound.content') : t('ERROR_PAGE_DEFAULT_CONTENT');

  return (
    <section className={cx('shop-error', className)} aria-labelledby="shop-error-heading">
      <h1 id="shop-error-heading" className="shop-error__heading">
        {heading?.trim() || fallbackHeading}
      </h1>
      <p className="shop-error__content">{content?.trim() || fallbackContent}</p>
      <div className="shop-error__actions">
        <GoBackLink href={homeHref}>{t('ERROR_PAGE_GOBACK')}</GoBackLink>
        <LinkButton href={homeHref} variant="primary">
          {t('ERROR_PAGE_HOMEPAGE')}
        </LinkButton>
      </div>
      {reference ? <p className="shop-error__reference">{t('error.reference', { reference })}</p> : null}
    </section>
  );
}
