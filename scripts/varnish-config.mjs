// The edge cache in front of the storefront's HAProxy (`pnpm start:cluster`, docs/deploy.md "The edge"): Varnish's
// configuration (VCL), made from the cluster's ports and the shop's rules (apps/storefront/server/edge-rules.ts) so
// that no file holds fixed ones. What it keeps, and for whom, is written beside each rule below.

import { BALANCER_HEALTH_PATH } from './haproxy-config.mjs';

/** How long the edge serves a kept page past its life while no instance answers. */
export const EDGE_GRACE = '24h';
/** While the instances answer: a page past its life is served once more while the edge fetches it again. */
export const EDGE_GRACE_HEALTHY = '5m';

const quote = (text) => `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {{
 *   backend: { host: string, port: number },
 *   rules: import('../apps/storefront/server/edge-rules.ts').EdgeShopRules,
 *   errorFiles: { prefixes: string[], file: string }[],
 *   defaultErrorFile: string,
 *   purgers?: string[],
 * }} options
 * @returns {string} the VCL
 */
export function varnishConfig({
  backend,
  rules,
  errorFiles,
  defaultErrorFile,
  purgers = ['127.0.0.1', '::1'],
}) {
  const errorPage = [
    ...errorFiles.map(
      ({ prefixes, file }, index) =>
        `  ${index === 0 ? 'if' : '} elsif'} (bereq.url ~ ${quote(`^(${prefixes.map(escapeRegex).join('|')})([/?]|$)`)}) {\n` +
        `    synthetic(std.fileread(${quote(file)}));`,
    ),
    '  } else {',
    `    synthetic(std.fileread(${quote(defaultErrorFile)}));`,
    '  }',
  ];
  const cookie = (name) => `(^|;\\s*)${escapeRegex(name)}=`;
  return `vcl 4.1;

import std;
import cookie;
import xkey;

# HAProxy, which spreads the requests over the instances; healthy while it answers its own health path with 200,
# which it does while one instance is in (it answers without asking one, so a busy instance does not make it sick).
backend balancer {
  .host = ${quote(backend.host)};
  .port = ${quote(String(backend.port))};
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 60s;
  .probe = {
    .url = ${quote(BALANCER_HEALTH_PATH)};
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

# Who may purge: the instances (EDGE_PURGE_URL).
acl purgers {
${purgers.map((address) => `  ${quote(address)};`).join('\n')}
}

sub vcl_recv {
  # PURGE with xkey-purge: the pages carrying any of the keys are gone; with xkey-softpurge they are past their life
  # (served stale while fetched again, and in grace).
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    } elsif (req.http.xkey-softpurge) {
      set req.http.x-purged = xkey.softpurge(req.http.xkey-softpurge);
    } else {
      return (synth(400, "No keys"));
    }
    return (synth(200, "Purged " + req.http.x-purged));
  }
  unset req.http.x-shop-device;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # A shopper in an A/B experiment sees content for it: nothing of theirs comes from the edge or goes into it.
  if (req.http.Cookie ~ ${quote(cookie(rules.experimentCookie))}) {
    return (pass);
  }
  # The variant a kept page stands for besides its URL: the page-size rule's device (deviceOfRequest in
  # lib/listing.ts), the stored page size, else the browser's word that it is a phone.
  cookie.parse(req.http.Cookie);
  if (cookie.isset(${quote(rules.pageSizeCookie)})) {
    if (std.integer(cookie.get(${quote(rules.pageSizeCookie)}), 0) == ${rules.mobilePageSize}) {
      set req.http.x-shop-device = "mobile";
    } else {
      set req.http.x-shop-device = "desktop";
    }
  } elsif (req.http.Sec-CH-UA-Mobile == "?1" || req.http.User-Agent ~ "Mobi") {
    set req.http.x-shop-device = "mobile";
  } else {
    set req.http.x-shop-device = "desktop";
  }
  # Every other cookie is a shopper's and changes no kept page: it is not part of the key, and it still reaches the
  # instance on a miss, where a page rendered per request needs it (such a page is never stored, vcl_backend_response).
  if (std.healthy(req.backend_hint)) {
    set req.grace = ${EDGE_GRACE_HEALTHY};
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  hash_data(req.http.x-shop-device);
  # A client navigation's RSC payload and the router's prefetches are other answers than the page's HTML (Next also
  # names these headers in Vary, which the edge honours).
  hash_data(req.http.rsc);
  hash_data(req.http.next-router-prefetch);
  hash_data(req.http.next-router-segment-prefetch);
  return (lookup);
}

sub vcl_backend_response {
  # No instance answered a fetch in the background: the stale page stays.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # HAProxy's own answer (no instance named in X-Served-By): the shop's error page instead (vcl_backend_error).
  if (beresp.status >= 500 && !beresp.http.x-served-by) {
    return (error(${rules.errorStatus}));
  }
  # A file of public/ or a metadata route (favicon, robots.txt; Next sends them with "public, max-age=0" and maybe
  # "must-revalidate"): kept a minute, so that icons and the like cost no instance; they change with a deploy only.
  if (beresp.status == 200 && beresp.http.Cache-Control ~ "^public, max-age=0(, must-revalidate)?$" &&
      !beresp.http.Set-Cookie) {
    set beresp.ttl = 60s;
    return (deliver);
  }
  # Never stored: an answer that sets a cookie, a page with a per-request nonce, what the shop marks as a shopper's
  # or not to be kept, and whatever shared caches are not told they may keep (the builtin rule would keep an answer
  # without Cache-Control for two minutes).
  if (beresp.http.Set-Cookie ||
      beresp.http.Content-Security-Policy ~ "'nonce-" ||
      beresp.http.Cache-Control ~ "(private|no-store|no-cache)" ||
      beresp.http.Vary == "*" ||
      beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A kept page: its life from s-maxage, then grace.
  if (beresp.http.Cache-Control ~ "s-maxage") {
    set beresp.grace = ${EDGE_GRACE};
  }
  return (deliver);
}

sub vcl_backend_error {
  set beresp.status = ${rules.errorStatus};
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "30";
  set beresp.ttl = 0s;
  set beresp.uncacheable = true;
${errorPage.join('\n')}
  return (deliver);
}

sub vcl_deliver {
  # The keys and the shared caches' life are the edge's: the browser asks again each time (If-None-Match, 304).
  unset resp.http.xkey;
  unset resp.http.x-next-cache-tags;
  if (resp.http.Cache-Control ~ "s-maxage") {
    set resp.http.Cache-Control = "no-cache";
  }
  if (obj.hits > 0) {
    set resp.http.x-edge-cache = "HIT";
  } else {
    set resp.http.x-edge-cache = "MISS";
  }
}
`;
}
