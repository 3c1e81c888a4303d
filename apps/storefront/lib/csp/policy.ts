// The shop's Content-Security-Policy: what each kind of content may load, and where violations are reported.
import { CONTENT_IFRAME_HOSTS } from '@shop/content-client';
import {
  EDITIONS,
  type EditionKey,
  type Env,
  resolveAccountServiceConfig,
  SANDBOX_ORIGIN,
} from '@shop/editions';
import { tagManagerId } from '../tracking/config';
import { TRUSTED_SHOPS_ORIGIN, trustedShopsFor } from '../trusted-shops';

/** Where browsers send violation reports (`report-uri`, and `report-to` through `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';
/** `Reporting-Endpoints` names the group `report-to` refers to; browsers resolve the path against the page. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
/** Google Tag Manager and the GA4 endpoints its tags talk to (Google's CSP guide), only with TAG_MANAGER_ID. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** Trusted Shops' trustbadge: its script, and what it draws and asks with; only where it is configured. */
const TRUSTED_SHOPS = {
  script: [TRUSTED_SHOPS_ORIGIN],
  other: ['https://*.trustedshops.com'],
};

/** The origin of a URL, or undefined for anything that is not an http(s) URL. */
function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const withScheme = /^https?:\/\//i.test(value.trim()) ? value.trim() : `https://${value.trim()}`;
  try {
    const url = new URL(withScheme);
    const host = /^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(url.hostname) || /^\[[0-9a-f:.]+\]$/i.test(url.hostname);
    return host && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Every value of a variable and its per-edition forms (`SHOP_STOREFRONT_DOMAIN`, `SHOP_STOREFRONT_DOMAIN_PL`). */
function valuesOf(env: Env, name: string): string[] {
  return Object.entries(env)
    .filter(([key, value]) => (key === name || new RegExp(`^${name}_[A-Z]{2}$`).test(key)) && value?.trim())
    .map(([, value]) => value as string);
}

function origins(values: (string | undefined)[]): string[] {
  return [...new Set(values.map(originOf).filter((origin): origin is string => Boolean(origin)))];
}

/** What the policy allows besides the shop itself, read from the shop's configuration (`.env.example`). */
export interface CspSources {
  /** The shop backend (the browser's cart calls) and the content service: unset means the sandbox. */
  backends: string[];
  /** Where product and editorial images and videos come from: the backends and `MEDIA_ORIGINS`. */
  media: string[];
  /** The account service's hosted login, where sign-in forms may post (`ACCOUNT_SERVICE_URL[_XX]`). */
  accountService: string[];
  tagManager: boolean;
  /** An edition loads the Trusted Shops trustbadge (`TRUSTED_SHOPS_BADGE_SCRIPT[_XX]` with its id). */
  trustedShops: boolean;
  https: boolean;
  dev: boolean;
}

export function cspSources(env: Env): CspSources {
  const shop = valuesOf(env, 'SHOP_STOREFRONT_DOMAIN');
  const backends = origins([
    ...(shop.length ? shop : [SANDBOX_ORIGIN]),
    env.CONTENT_SERVICE_URL?.trim() || SANDBOX_ORIGIN,
  ]);
  const media = origins([...backends, ...(env.MEDIA_ORIGINS ?? '').split(/[\s,]+/)]);
  // The single-sign-on editions' account service (`ACCOUNT_SERVICE_URL[_XX]`, else the sandbox's wing).
  const accountService = origins(
    (Object.keys(EDITIONS) as EditionKey[]).map(
      (edition) => resolveAccountServiceConfig(edition, env)?.baseUrl,
    ),
  );
  return {
    backends,
    media,
    accountService,
    tagManager: tagManagerId(env) !== null,
    trustedShops: (Object.keys(EDITIONS) as EditionKey[]).some(
      (edition) => trustedShopsFor(edition, env)?.badgeScript,
    ),
    https: (env.SHOP_BASE_URL ?? '').startsWith('https:'),
    dev: env.NODE_ENV === 'development',
  };
}

export interface ScriptPermission {
  /** Per-request pages: the request's nonce. */
  nonce?: string;
  /** Kept pages: `sha256-…` of each inline script Next.js wrote into the page. */
  hashes?: readonly string[];
}

/**
 * The policy of a page. Scripts: the shop's own files, plus its inline scripts by nonce or hash; never
 * `unsafe-inline` or `unsafe-eval` (except under `next dev`, whose refresh runtime evaluates code).
 */
export function contentSecurityPolicy(sources: CspSources, scripts: ScriptPermission): string {
  const script = [
    "'self'",
    ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
    ...(scripts.hashes ?? []).map((hash) => `'${hash}'`),
    ...(sources.tagManager ? TAG_MANAGER.script : []),
    ...(sources.trustedShops ? TRUSTED_SHOPS.script : []),
    ...(sources.dev ? ["'unsafe-eval'"] : []),
  ];
  const trustedShops = sources.trustedShops ? TRUSTED_SHOPS.other : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...script],
    ['script-src-attr', "'none'"],
    // React writes `style` attributes (aspect ratios of image boxes); style elements stay the shop's own.
    ['style-src', "'self'", ...trustedShops],
    ['style-src-attr', "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      ...sources.media,
      ...(sources.tagManager ? TAG_MANAGER.img : []),
      ...trustedShops,
    ],
    ['media-src', "'self'", ...sources.media],
    ['font-src', "'self'", ...trustedShops],
    [
      'connect-src',
      "'self'",
      ...sources.backends,
      ...(sources.tagManager ? TAG_MANAGER.connect : []),
      ...trustedShops,
    ],
    ['frame-src', ...CONTENT_IFRAME_HOSTS.map((host) => `https://${host}`)],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'", ...sources.accountService],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ...(sources.https ? [['upgrade-insecure-requests'] as [string]] : []),
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** A fresh nonce per request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
