import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { LinkButton } from '@shop/ui';
import { ruleText } from '@shop/ui/model';

/**
 * An account page while the shop backend cannot give the signed-in customer: the page's heading, what happened,
 * and a link that asks again. The customer stays signed in (no redirect to login: the session is not the problem).
 */
export function AccountUnavailable({ title, href }: { title: MessageId; href: string }) {
  const t = useT();
  return (
    <main className="page account-area">
      <section className="account-area__content" aria-labelledby="account-title">
        <h1 id="account-title">{ruleText(t, { id: title })}</h1>
        <p role="alert" className="account-area__notice">
          {t('account.unavailable')}
        </p>
        <LinkButton href={href} variant="secondary">
          {t('account.unavailable.retry')}
        </LinkButton>
      </section>
    </main>
  );
}
