'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type RuleMessage, ruleText } from '../forms/account-rules';
import { Button } from '../primitives/Button';

export interface AddressBookEntry {
  id: string;
  /** The address as it is printed: name, company, street, town. */
  lines: string[];
  isDefault: boolean;
}

export interface AddressBookProps {
  /** The customer's first addresses (§2.1: up to `limit`), the default one marked. */
  addresses: AddressBookEntry[];
  limit: number;
  /** The address whose form is open (`'new'` for one being added), or none. */
  editing: string | null;
  /** The open address's form, shown in place of its card (or below the list for a new one). */
  form: ReactNode;
  onEdit: (id: string) => void;
  onAdd: () => void;
  onMakeDefault: (id: string) => void;
  /** The address being made the default while the server answers. */
  pendingDefault?: string | null;
  /** The outcome of making an address the default. */
  message?: RuleMessage | null;
  error?: RuleMessage | null;
}

/**
 * The address page's list (spec §2.1): each of the customer's first five addresses with its default badge,
 * an edit button that opens its form in place, a make-default button, and 'Add address' while fewer than
 * five exist. Opening a form moves the focus into it.
 */
export function AddressBook({
  addresses,
  limit,
  editing,
  form,
  onEdit,
  onAdd,
  onMakeDefault,
  pendingDefault = null,
  message,
  error,
}: AddressBookProps) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [editing]);
  const openForm = <div ref={formRef}>{form}</div>;
  const full = addresses.length >= limit;
  return (
    <section className="shop-address-book" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shop-address-book__title">
        {t('account.address.list')}
      </h2>
      {addresses.length === 0 ? <p>{t('account.address.empty')}</p> : null}
      <ul className="shop-address-book__list">
        {addresses.map((address) => {
          const textId = `${id}-${address.id}`;
          return (
            <li
              key={address.id}
              className="shop-address-book__entry"
              data-default={address.isDefault || undefined}
            >
              {editing === address.id ? (
                openForm
              ) : (
                <>
                  <address id={textId} className="shop-address-book__address">
                    {address.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: printed lines may repeat and never move
                      <span key={index}>{line}</span>
                    ))}
                  </address>
                  {address.isDefault ? (
                    <p className="shop-address-book__badge">{t('account.address.default')}</p>
                  ) : null}
                  <div className="shop-address-book__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-describedby={textId}
                      onClick={() => onEdit(address.id)}
                    >
                      {t('account.address.edit')}
                    </Button>
                    {address.isDefault ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-describedby={textId}
                        loading={pendingDefault === address.id}
                        onClick={() => onMakeDefault(address.id)}
                      >
                        {t('account.address.makeDefault')}
                      </Button>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? openForm : null}
      <div className="shop-address-book__outcome">
        {error ? (
          <p role="alert" className="shop-address-book__error">
            {ruleText(t, error)}
          </p>
        ) : null}
        {message && !error ? (
          <p role="status" className="shop-address-book__success">
            {ruleText(t, message)}
          </p>
        ) : null}
      </div>
      {full ? (
        <p className="shop-address-book__hint">{t('account.address.limit')}</p>
      ) : editing === 'new' ? null : (
        <Button variant="primary" onClick={onAdd}>
          {t('account.address.add')}
        </Button>
      )}
    </section>
  );
}
