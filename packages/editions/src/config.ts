import { EDITIONS, type EditionKey } from './editions.js';
import type { ExternalLanguageSites } from './languages.js';

/** The sandbox (apps/sandbox): where the backends are when the consumer asks for it (`SHOP_BACKEND=sandbox`). */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4000';
/** The sandbox's public default token; real shops set SHOP_STOREFRONT_TOKEN. */
export const SANDBOX_STOREFRONT_TOKEN = 'sandbox-storefront-token';

/** Edition settings that come from configuration at run time: domains and credentials (spec §3). */
export interface EditionRuntimeConfig {
  /** Origin of the Storefront API (`https://…`, or `http://…` for the sandbox). */
  storefrontDomain: string;
  /** Host of the edition's shop on the shop backend. */
  shopDomain: string;
  storefrontApiKey: string;
  reviews: { token: string | undefined; domain: string | undefined };
  trustedShopId: string | undefined;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** `NAME_DE` for the edition, else `NAME` for all editions, else undefined; blank values count as unset. */
function read(env: Env, name: string, edition: EditionKey): string | undefined {
  return env[`${name}_${edition.toUpperCase()}`]?.trim() || env[name]?.trim() || undefined;
}

/** Accepts a bare host (`shop.example.com`) or an origin; bare hosts get https. */
function toOrigin(domain: string): string {
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return origin.replace(/\/+$/, '');
}

function hostOf(origin: string): string {
  return origin.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
}

/** True when the consumer asks for the local sandbox: `SHOP_BACKEND=sandbox`. */
export function sandboxRequested(env: Env): boolean {
  return env.SHOP_BACKEND?.trim() === 'sandbox';
}

/**
 * A variable the edition needs, else the sandbox's value when the consumer asked for the sandbox; without either,
 * an error that names the variable, so a build that forgot it fails instead of calling localhost.
 */
function required(env: Env, name: string, edition: EditionKey, sandboxValue: () => string): string {
  const value = read(env, name, edition);
  if (value) return value;
  if (sandboxRequested(env)) return sandboxValue();
  throw new Error(
    `${name} (or ${name}_${edition.toUpperCase()}) is not set: the ${edition} edition has no shop backend. ` +
      'Set it, or set SHOP_BACKEND=sandbox to use the local sandbox.',
  );
}

/**
 * Reads an edition's domains and credentials from the environment (e.g. `process.env`). Each variable may be
 * set per edition with the edition's suffix (`SHOP_STOREFRONT_TOKEN_PL`) or once for all. `SHOP_STOREFRONT_DOMAIN`
 * and `SHOP_STOREFRONT_TOKEN` are required; with `SHOP_BACKEND=sandbox` the local sandbox's fill in those unset.
 * The variables are listed in `.env.example`.
 */
export function resolveEditionConfig(edition: EditionKey, env: Env): EditionRuntimeConfig {
  const storefrontDomain = toOrigin(required(env, 'SHOP_STOREFRONT_DOMAIN', edition, () => SANDBOX_ORIGIN));
  return {
    storefrontDomain,
    shopDomain: read(env, 'SHOP_DOMAIN', edition) ?? hostOf(storefrontDomain),
    storefrontApiKey: required(env, 'SHOP_STOREFRONT_TOKEN', edition, () => SANDBOX_STOREFRONT_TOKEN),
    reviews: { token: read(env, 'REVIEWS_TOKEN', edition), domain: read(env, 'REVIEWS_DOMAIN', edition) },
    trustedShopId: resolveTrustedShopId(edition, env),
  };
}

/**
 * The edition's trusted-shop id (`TRUSTED_SHOP_ID_DE`, else `TRUSTED_SHOP_ID`), or undefined; needs none of the
 * backend's settings, so the Content-Security-Policy can ask for every edition.
 */
export function resolveTrustedShopId(edition: EditionKey, env: Env): string | undefined {
  return read(env, 'TRUSTED_SHOP_ID', edition);
}

/** Every edition's runtime configuration, for code that serves all of them. */
export function resolveAllEditionConfigs(env: Env): Record<EditionKey, EditionRuntimeConfig> {
  return Object.fromEntries(
    Object.keys(EDITIONS).map((key) => [key, resolveEditionConfig(key as EditionKey, env)]),
  ) as Record<EditionKey, EditionRuntimeConfig>;
}

/** The sandbox account service's defaults (its contract: apps/sandbox, docs/account-service.md). */
export const SANDBOX_ACCOUNT_SERVICE = {
  path: '/account-service',
  issuer: 'urn:sandbox:account-service',
  audience: 'storefront',
  clientId: 'storefront',
  clientSecret: 'sandbox-account-secret',
} as const;

/** Where a single-sign-on store's account service is and how its tokens are checked (spec §4). */
export interface AccountServiceConfig {
  /** Base URL every path of the service hangs under (`https://account.example.com`). */
  baseUrl: string;
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** The one signing algorithm accepted. */
  algorithm: string;
  clientId: string;
  /** `undefined` when pointed at a real service without one: the code exchange then cannot work. */
  clientSecret: string | undefined;
  /** The external account site's `theme` parameter. */
  theme: string;
  storeLocale: string;
}

/**
 * The account service of a single-sign-on edition; `null` for the other editions. With `ACCOUNT_SERVICE_URL`
 * unset it is the sandbox's wing beside the shop backend (the sandbox, or whatever `SHOP_STOREFRONT_DOMAIN`
 * names), with the sandbox's issuer, audience and client; set, the issuer defaults to the base URL and the client
 * secret must be set (`ACCOUNT_SERVICE_CLIENT_SECRET`).
 */
export function resolveAccountServiceConfig(edition: EditionKey, env: Env): AccountServiceConfig | null {
  const settings = EDITIONS[edition].accountService;
  if (!settings) return null;
  const configured = read(env, 'ACCOUNT_SERVICE_URL', edition);
  const baseUrl = configured
    ? toOrigin(configured)
    : `${resolveEditionConfig(edition, env).storefrontDomain}${SANDBOX_ACCOUNT_SERVICE.path}`;
  const sandbox = configured ? undefined : SANDBOX_ACCOUNT_SERVICE;
  return {
    baseUrl,
    jwksUrl: `${baseUrl}/.well-known/jwks.json`,
    issuer: read(env, 'ACCOUNT_SERVICE_ISSUER', edition) ?? sandbox?.issuer ?? baseUrl,
    audience: read(env, 'ACCOUNT_SERVICE_AUDIENCE', edition) ?? SANDBOX_ACCOUNT_SERVICE.audience,
    algorithm: read(env, 'ACCOUNT_SERVICE_TOKEN_ALG', edition) ?? 'ES256',
    clientId: read(env, 'ACCOUNT_SERVICE_CLIENT_ID', edition) ?? SANDBOX_ACCOUNT_SERVICE.clientId,
    clientSecret: read(env, 'ACCOUNT_SERVICE_CLIENT_SECRET', edition) ?? sandbox?.clientSecret,
    theme: read(env, 'ACCOUNT_SERVICE_THEME', edition) ?? settings.theme,
    storeLocale: settings.storeLocale,
  };
}

/**
 * The US and Spanish language entries' sites (spec §1) from `LANGUAGE_SITE_US` and `LANGUAGE_SITE_ES`: absolute
 * http(s) URLs; anything else counts as unset. Unset, the US entry is left out of the selector and the Spanish
 * entry opens the shop's own es edition (`languageOptionsFor`).
 */
export function resolveExternalLanguageSites(env: Env): ExternalLanguageSites {
  const site = (name: string) => {
    const value = env[name]?.trim();
    if (!value || !/^https?:\/\/[^/\s]/i.test(value)) return undefined;
    try {
      return new URL(value).href;
    } catch {
      return undefined;
    }
  };
  const us = site('LANGUAGE_SITE_US');
  const es = site('LANGUAGE_SITE_ES');
  return { ...(us && { us }), ...(es && { es }) };
}
