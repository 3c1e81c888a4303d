import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountTexts } from '@/components/account/AccountTexts';
import { DeclineInvitation } from '@/components/account/DeclineInvitation';
import { PasswordForm } from '@/components/account/PasswordForm';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { type MailLinkQuery, mailLinkOf } from '@/server/account/mail-link';
import { accountMetadata } from '@/server/account/pages';

type Props = { params: Promise<{ edition: string; prefix: string }>; searchParams: Promise<MailLinkQuery> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.activate.title');
}

/** An invited customer's page (`?id=&token=` of the invitation): set a password, or decline. */
export default async function ActivateAccountPage({ params, searchParams }: Props) {
  const { edition: value, prefix } = await params;
  const edition = editionParam(value) ?? notFound();
  if (getEdition(edition).pathPrefix !== prefix) notFound();
  const intl = await provideRequestI18n(edition);
  const link = mailLinkOf(await searchParams);
  return (
    <AccountTexts edition={edition}>
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
    </AccountTexts>
  );
}
