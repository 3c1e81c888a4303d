import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { LinkButton } from '../primitives/Button';
import { cx } from '../primitives/cx';

export type EmptyStateKind =
  | 'cart'
  | 'cartUnavailable'
  | 'search'
  | 'listing'
  | 'favorites'
  | 'contentUnavailable';

const TEXT: Record<EmptyStateKind, { title: MessageId; hint?: MessageId; action?: MessageId }> = {
  cart: { title: 'cart.empty' },
  cartUnavailable: { title: 'cart.unavailable', hint: 'cart.unavailable.hint' },
  contentUnavailable: {
    title: 'content.unavailable',
    hint: 'content.unavailable.hint',
    action: 'content.unavailable.retry',
  },
  search: { title: 'search.empty', hint: 'search.empty.hint' },
  listing: { title: 'listing.empty' },
  favorites: { title: 'favorites.empty' },
};

export interface EmptyStateProps {
  kind: EmptyStateKind;
  /**
   * A link onwards, e.g. the home page; labelled 'Continue shopping' ('Try again' for `contentUnavailable`) unless
   * a label is given.
   */
  action?: { href: string; label?: string } | null;
  /** The heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * 'Your cart is empty', 'No search results found' (with a hint), 'No products match your filters', and a cart the
 * shop backend could not give ('Your cart cannot be shown right now', its items kept), and a page the content service
 * could not give ('Products and content cannot be shown right now', with a link that asks again).
 */
export function EmptyState({ kind, action, headingLevel = 2, className }: EmptyStateProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const text = TEXT[kind];
  return (
    <div className={cx('shop-empty', className)} data-kind={kind}>
      <Heading className="shop-empty__title">{t(text.title)}</Heading>
      {text.hint ? <p className="shop-empty__hint">{t(text.hint)}</p> : null}
      {action ? (
        <LinkButton href={action.href} variant="secondary">
          {action.label ?? t(text.action ?? 'cart.continueShopping')}
        </LinkButton>
      ) : null}
    </div>
  );
}
