'use client';

import { useT } from '@shop/i18n/react';
import { emailRule, type RuleMessage } from '../forms/account-rules';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { AccountForm } from './AccountForm';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (email: string) => void;
  pending?: boolean;
  error?: RuleMessage | null;
  /** The address a link was requested for: the dialog then shows the sent confirmation. */
  sentTo?: string | null;
  /** The address typed on the login form, to start with. */
  email?: string;
}

/**
 * Forgot password (spec §4): the request form, then the sent confirmation naming the address and saying that a
 * link follows if an account exists. The answer is the same whether the address is known or not.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  onSubmit,
  pending = false,
  error,
  sentTo,
  email = '',
}: ForgotPasswordDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(sentTo ? 'account.forgot.sent.title' : 'account.forgot.title')}
    >
      {sentTo ? (
        <div className="shop-forgot-password" role="status">
          <p>{t('account.forgot.sent', { email: sentTo })}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('account.forgot.backToLogin')}
          </Button>
        </div>
      ) : (
        <div className="shop-forgot-password">
          <p>{t('account.forgot.intro')}</p>
          <AccountForm
            title="account.forgot.title"
            fields={[
              {
                name: 'email',
                label: 'form.field.email',
                type: 'email',
                autoComplete: 'email',
                required: true,
              },
            ]}
            initialValues={{ email }}
            validate={(values) => {
              const problem = emailRule(values.email);
              return problem ? { email: problem } : {};
            }}
            onSubmit={(values) => onSubmit(values.email.trim())}
            submitLabel="account.forgot.submit"
            pending={pending}
            error={error}
          />
        </div>
      )}
    </Dialog>
  );
}
