// Time budgets of the storefront's own calls to other services (the shop and content clients have theirs): a slow
// service answers the shopper with its translated failure instead of holding the request.
type Env = Readonly<Record<string, string | undefined>>;

export interface BackendBudgets {
  /** Submitting a review to the reviews provider. */
  reviews: number;
  /** The customer-relationship lookup (`getUser`). */
  crm: number;
  /** Each SMTP step (connect, greeting, a command's answer) of one mail; a mail is tried three times. */
  smtp: number;
}

export const DEFAULT_BACKEND_BUDGETS: BackendBudgets = { reviews: 5_000, crm: 4_000, smtp: 5_000 };

const ENV_NAMES: Record<keyof BackendBudgets, string> = {
  reviews: 'REVIEWS_TIMEOUT_MS',
  crm: 'CRM_TIMEOUT_MS',
  smtp: 'SMTP_TIMEOUT_MS',
};

/** The budgets, each from its variable (`REVIEWS_TIMEOUT_MS`, `CRM_TIMEOUT_MS`, `SMTP_TIMEOUT_MS`) or its default. */
export function backendBudgets(env: Env = process.env): BackendBudgets {
  const read = (key: keyof BackendBudgets) => {
    const value = Number(env[ENV_NAMES[key]]?.trim() || Number.NaN);
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_BACKEND_BUDGETS[key];
  };
  return { reviews: read('reviews'), crm: read('crm'), smtp: read('smtp') };
}
