import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PasswordForm } from '@/components/account/PasswordForm';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { editionParam } from '@/lib/routing';
import { type MailLinkPageProps, mailLinkPage } from '@/server/account/mail-link';
import { accountMetadata } from '@/server/account/pages';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: MailLinkPageProps): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.reset.title');
}

/** The reset link's page (`?id={customer}&token={reset token}`): a new password, then signed in. */
export default async function ResetPasswordPage(props: MailLinkPageProps) {
  const { edition, intl, link } = await mailLinkPage(props, 'reset-password');
  return (
    <ScreenTexts edition={edition} screen="account">
      <main className="page account-entry">
        <h1>{intl.t('account.reset.title')}</h1>
        {link ? (
          <PasswordForm edition={edition} action="reset" link={link} />
        ) : (
          <p role="alert">{intl.t('account.reset.invalid')}</p>
        )}
        <a href={getEdition(edition).accountRoutes.login}>{intl.t('account.forgot.backToLogin')}</a>
      </main>
    </ScreenTexts>
  );
}
