import 'server-only';
import { formLimits } from '@/src/config/site';

/** Upstream calls of the form integrations: a timeout, and network failures turned into a typed error. */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${service}: ${message}`);
    this.name = 'UpstreamError';
  }
}

export async function upstreamFetch(service: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(formLimits.upstreamTimeoutMs),
    });
  } catch (cause) {
    throw new UpstreamError(service, `unreachable (${(cause as Error).message})`);
  }
}
