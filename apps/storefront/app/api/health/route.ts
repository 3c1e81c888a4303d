import { storefrontHealth } from '@/server/health/checks';

export const dynamic = 'force-dynamic';

/** For the load balancer: 200 when the database, shop backend and content service answer, else 503 naming which. */
export async function GET(): Promise<Response> {
  const report = await storefrontHealth();
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
