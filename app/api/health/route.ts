import { checkHealth } from '@/src/ops/health';

/** GET /api/health — 200 when this instance can serve (WordPress, and Redis when set, reachable), else 503 naming what is down. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
