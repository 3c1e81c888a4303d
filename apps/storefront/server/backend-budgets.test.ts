import { describe, expect, it } from 'vitest';
import { backendBudgets, DEFAULT_BACKEND_BUDGETS } from './backend-budgets';

describe('backendBudgets', () => {
  it('defaults when nothing is set', () => {
    expect(backendBudgets({})).toEqual(DEFAULT_BACKEND_BUDGETS);
  });

  it('takes each variable that is a positive whole number of milliseconds', () => {
    expect(
      backendBudgets({ REVIEWS_TIMEOUT_MS: '2500', CRM_TIMEOUT_MS: 'soon', SMTP_TIMEOUT_MS: '-1' }),
    ).toEqual({
      reviews: 2_500,
      crm: DEFAULT_BACKEND_BUDGETS.crm,
      smtp: DEFAULT_BACKEND_BUDGETS.smtp,
    });
  });
});
