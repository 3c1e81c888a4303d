// The account service's settings: who may receive its users (shop origins), its client credentials and its tokens.

export const ACCOUNT_SERVICE_BASE = '/account-service';

export interface AccountServiceConfig {
  /** Shop origins a sign-in may return to and the address lookup answers CORS for. */
  allowedOrigins: string[];
  clientId: string;
  clientSecret: string;
  audience: string;
  issuer: string;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  refreshTtl: number;
  codeTtl: number;
  /** The service's public base URL; null derives it from each request's Host. */
  publicUrl: string | null;
}

export const DEFAULT_ACCOUNT_SERVICE_CONFIG: AccountServiceConfig = {
  allowedOrigins: [
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://localhost:3010',
    'http://127.0.0.1:3010',
  ],
  clientId: 'storefront',
  clientSecret: 'sandbox-account-secret',
  audience: 'storefront',
  issuer: 'urn:sandbox:account-service',
  tokenTtl: 900,
  refreshTtl: 60 * 60 * 24 * 30,
  codeTtl: 60,
  publicUrl: null,
};

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, got ${value}`);
  return parsed;
}

function normalisedOrigin(value: string): string {
  const url = new URL(value);
  return url.origin;
}

/** The settings from `SANDBOX_ACCOUNT_*` variables (docs/account-service.md), defaults for the rest. */
export function accountServiceConfigFromEnv(env: NodeJS.ProcessEnv): Partial<AccountServiceConfig> {
  const origins = env.SANDBOX_ACCOUNT_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(normalisedOrigin);
  const defaults = DEFAULT_ACCOUNT_SERVICE_CONFIG;
  return {
    ...(origins?.length ? { allowedOrigins: origins } : {}),
    clientId: env.SANDBOX_ACCOUNT_CLIENT_ID || defaults.clientId,
    clientSecret: env.SANDBOX_ACCOUNT_CLIENT_SECRET || defaults.clientSecret,
    audience: env.SANDBOX_ACCOUNT_AUDIENCE || defaults.audience,
    issuer: env.SANDBOX_ACCOUNT_ISSUER || defaults.issuer,
    tokenTtl: seconds('SANDBOX_ACCOUNT_TOKEN_TTL', env.SANDBOX_ACCOUNT_TOKEN_TTL, defaults.tokenTtl),
    refreshTtl: seconds('SANDBOX_ACCOUNT_REFRESH_TTL', env.SANDBOX_ACCOUNT_REFRESH_TTL, defaults.refreshTtl),
    publicUrl: env.SANDBOX_ACCOUNT_PUBLIC_URL ? env.SANDBOX_ACCOUNT_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

export function resolveConfig(partial: Partial<AccountServiceConfig> = {}): AccountServiceConfig {
  const config = { ...DEFAULT_ACCOUNT_SERVICE_CONFIG, ...partial };
  return { ...config, allowedOrigins: config.allowedOrigins.map(normalisedOrigin) };
}
