import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeclineInvitation } from '@/components/account/DeclineInvitation';
import { PasswordForm } from '@/components/account/PasswordForm';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { editionParam } from '@/lib/routing';
import { type MailLinkPageProps, mailLinkPage } from '@/server/account/mail-link';
import { accountMetadata } from '@/server/account/pages';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: MailLinkPageProps): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.activate.title');
}

/** An invited customer's page (`?id=&token=` of the invitation): set a password, or decline. */
export default async function ActivateAccountPage(props: MailLinkPageProps) {
  const { edition, intl, link } = await mailLinkPage(props, 'activate-account');
  return (
    <ScreenTexts edition={edition} screen="account">
      <main className="page account-entry">
        <h1>{intl.t('account.activate.title')}</h1>
        {link ? (
          <DeclineInvitation>
            <p>{intl.t('account.activate.intro')}</p>
            <PasswordForm edition={edition} action="activate" link={link} />
          </DeclineInvitation>
        ) : (
          <p role="alert">{intl.t('account.reset.invalid')}</p>
        )}
      </main>
    </ScreenTexts>
  );
}
