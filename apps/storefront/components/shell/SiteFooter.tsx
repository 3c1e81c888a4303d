import type { EditionKey } from '@shop/editions';
import { Footer, NewsletterForm } from '@shop/ui';
import { footerOf } from '@/lib/shell.server';
import { NewsletterSignup } from './NewsletterSignup';

/** The footer from the `footer-snippet`; the newsletter when the snippet and the shop's settings enable it. */
export async function SiteFooter({
  edition,
  newsletterEnabled,
}: {
  edition: EditionKey;
  newsletterEnabled: boolean;
}) {
  const { content, newsletter } = await footerOf(edition);
  return (
    <Footer
      content={content}
      newsletter={
        newsletter && newsletterEnabled ? (
          <NewsletterForm
            headline={newsletter.headline}
            text={newsletter.text}
            voucher={newsletter.voucher}
            parts={{ Sender: NewsletterSignup }}
          />
        ) : null
      }
    />
  );
}
