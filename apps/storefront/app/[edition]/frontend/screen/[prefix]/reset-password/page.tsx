import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountTexts } from '@/components/account/AccountTexts';
import { PasswordForm } from '@/components/account/PasswordForm';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { type MailLinkQuery, mailLinkOf } from '@/server/account/mail-link';
import { accountMetadata } from '@/server/account/pages';

type Props = { params: Promise<{ edition: string; prefix: string }>; searchParams: Promise<MailLinkQuery> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.reset.title');
}

/** The reset link's page (`?id={customer}&token={reset token}`): a new password, then signed in. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { edition: value, prefix } = await params;
  const edition = editionParam(value) ?? notFound();
  if (getEdition(edition).pathPrefix !== prefix) notFound();
  const intl = await provideRequestI18n(edition);
  const link = mailLinkOf(await searchParams);
  return (
    <AccountTexts edition={edition}>
      <main className="page account-entry">
        <h1>{intl.t('account.reset.title')}</h1>
        {link ? (
          <PasswordForm edition={edition} action="reset" link={link} />
        ) : (
          <p role="alert">{intl.t('account.reset.invalid')}</p>
        )}
        <a href={getEdition(edition).accountRoutes.login}>{intl.t('account.forgot.backToLogin')}</a>
      </main>
    </AccountTexts>
  );
}
