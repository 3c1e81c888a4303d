import type { EditionKey } from '@shop/editions';
import { Footer, NewsletterForm, TrustedShopsBadge } from '@shop/ui';
import { footerOf } from '@/lib/shell.server';
import { trustedShopsFor } from '@/lib/trusted-shops';
import { NewsletterSignup } from './NewsletterSignup';

/**
 * The footer from the `footer-snippet`; the newsletter when the snippet and the shop's settings enable it; the
 * Trusted Shops element where the edition has a trusted-shop id, with their script only where configured.
 */
export async function SiteFooter({
  edition,
  newsletterEnabled,
}: {
  edition: EditionKey;
  newsletterEnabled: boolean;
}) {
  const { content, newsletter } = await footerOf(edition);
  const trustedShops = trustedShopsFor(edition, process.env);
  return (
    <>
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
        trustBadge={trustedShops ? <TrustedShopsBadge certificateUrl={trustedShops.certificateUrl} /> : null}
      />
      {/* An external file the policy allows by its host (lib/csp/policy.ts), only with TRUSTED_SHOPS_BADGE_SCRIPT. */}
      {trustedShops?.badgeScript ? <script src={trustedShops.badgeScript} async /> : null}
    </>
  );
}
