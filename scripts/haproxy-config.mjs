// The HAProxy configuration in front of the storefront's instances (`pnpm start:cluster`, docs/deploy.md), made
// from the cluster's ports so that no file holds fixed ones.

/** The instances' liveness, which their own server answers (LIVENESS_PATH of apps/storefront/server/http/liveness.ts). */
const LIVENESS_PATH = '/api/health/live';
/** HAProxy answers this path itself: 200 while an instance is in, 503 while none is (the edge's probe). */
export const BALANCER_HEALTH_PATH = '/__balancer/health';
/**
 * Requests one instance serves at once; more wait in HAProxy's queue, oldest first, for `timeout queue`. Inside Node
 * they would all share its one core, so every answer, the health check's too, would slow down together.
 */
export const INSTANCE_MAXCONN = 24;

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
    // A request waits this long in the queue for a free slot at an instance (INSTANCE_MAXCONN), then gets a 503.
    '  timeout queue 10s',
    // The liveness answer needs one turn of a busy instance's event loop: 5 s before a check counts as failed, so load
    // alone does not take an instance out.
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
    // The edge's probe, answered here without asking an instance or waiting in the queue.
    `  monitor-uri ${BALANCER_HEALTH_PATH}`,
    '  monitor fail if { nbsrv(instances) lt 1 }',
    '  http-request set-header X-Forwarded-Proto https if { ssl_fc }',
    '  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }',
    // Only what is safe to send twice is sent again after it reached an instance.
    '  http-request disable-l7-retry unless METH_GET || METH_OPTIONS',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    // The instance's own liveness (server/http/liveness.ts), not `/api/health`: that one asks the backends, which every
    // instance shares, so a slow shop backend would take every instance out at once.
    `  option httpchk GET ${LIVENESS_PATH}`,
    '  http-check expect status 200',
    // Active checks every 2 s (three failed in a row take an instance out; checks do not wait in the queue), and
    // passive ones: an instance that refuses or drops connections is taken out at once. Answers of 5xx do not take
    // it out: a page whose backend failed is the shop's error page, and with every instance seeing the same backend
    // taking them out would turn a slow backend into no shop at all.
    `  default-server inter 2s fall 3 rise 2 maxconn ${INSTANCE_MAXCONN} observe layer4 error-limit 3 on-error mark-down`,
    // Which instance answered (for operators and the cluster test).
    '  http-response set-header X-Served-By %s',
    ...servers,
    ...stats,
  ].join('\n')}\n`;
}
