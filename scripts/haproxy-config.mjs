// The HAProxy configuration in front of the storefront's instances (`pnpm start:cluster`, docs/deploy.md), made
// from the cluster's ports so that no file holds fixed ones.

/**
 * @param {{ port: number, host?: string, instances: { name: string, host: string, port: number }[], statsPort?: number }} options
 * @returns {string} the configuration's text
 */
export function haproxyConfig({ port, host = '', instances, statsPort }) {
  const servers = instances.map(
    (instance) => `  server ${instance.name} ${instance.host}:${instance.port} check`,
  );
  const stats = statsPort
    ? [
        '',
        'listen stats',
        `  bind 127.0.0.1:${statsPort}`,
        '  stats enable',
        '  stats uri /',
        '  stats refresh 2s',
      ]
    : [];
  return `${[
    'global',
    // Servers going down and up again, on HAProxy's own output (no per-request lines: each instance logs its own).
    '  log stdout format raw local0 notice',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  timeout connect 2s',
    // Inactivity limits, not totals: a streamed page may take as long as it likes while bytes keep coming.
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    // A health answer may wait behind a busy instance's queue: 5 s before a check counts as failed (the route's own
    // backend checks give up after 1.5 s), so load alone does not take an instance out.
    '  timeout check 5s',
    // Streams pass through as they come: the request is not waited for, nothing is compressed here.
    '  no option http-buffer-request',
    // The client's address appended to X-Forwarded-For: the instances run with TRUSTED_PROXY=1 and take that entry.
    '  option forwardfor',
    // A request whose instance refused, died or answered a gateway error goes to another one (twice at most).
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '',
    'frontend front',
    `  bind ${host}:${port}`,
    '  http-request set-header X-Forwarded-Proto https if { ssl_fc }',
    '  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }',
    // Only what is safe to send twice is sent again after it reached an instance.
    '  http-request disable-l7-retry unless METH_GET || METH_OPTIONS',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    // Active checks every 2 s (three failed in a row take an instance out), and passive ones: an instance whose
    // answers fail is taken out at once.
    '  default-server inter 2s fall 3 rise 2 observe layer7 error-limit 3 on-error mark-down',
    // Which instance answered (for operators and the cluster test).
    '  http-response set-header X-Served-By %s',
    ...servers,
    ...stats,
  ].join('\n')}\n`;
}
