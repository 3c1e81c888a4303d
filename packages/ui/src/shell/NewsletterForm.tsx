import { useT } from '@shop/i18n/react';
import type { ComponentType } from 'react';
import { cx } from '../primitives/cx';
import type { NewsletterFormPartProps } from './NewsletterFormSender';

export interface NewsletterFormProps {
  /** The snippet's headline and text; the translated defaults when it has none. */
  headline?: string | null;
  text?: string | null;
  /** Offers the voucher choice (`create_voucher`). */
  voucher?: boolean;
  /**
   * The client part that checks and sends the form (`NewsletterFormSender`, given its outcome by the app's
   * wiring, which passes its own component here).
   */
  parts: { Sender: ComponentType<NewsletterFormPartProps> };
  /** Names the form's elements; one newsletter form per page. */
  id?: string;
  className?: string;
}

/**
 * The footer's newsletter signup: email and the voucher choice; idle → submitting → success (thank-you) or
 * failure (message, form kept). The email is checked before submit (§5); its message sits under the field,
 * linked by aria-describedby and announced. A server component: headline, text, voucher choice and consent are
 * markup; the field, the button and the outcome are its client part (`parts.Sender`).
 */
export function NewsletterForm({
  headline,
  text,
  voucher = true,
  parts: { Sender },
  id = 'shop-newsletter',
  className,
}: NewsletterFormProps) {
  const t = useT();
  return (
    <section className={cx('shop-newsletter', className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shop-newsletter__title">
        {headline || t('newsletter.title')}
      </h2>
      <p className="shop-newsletter__text">{text || t('newsletter.text')}</p>
      <Sender id={id}>
        {voucher ? (
          <label className="shop-newsletter__voucher">
            <input type="checkbox" name="create_voucher" />
            {t('newsletter.voucher')}
          </label>
        ) : null}
        <p className="shop-newsletter__consent">{t('newsletter.consent')}</p>
      </Sender>
    </section>
  );
}
