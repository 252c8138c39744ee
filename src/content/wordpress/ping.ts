import 'server-only';
import { wordpressUrl } from '@/src/config/env';

/**
 * Asks WordPress's own health endpoint (the must-use plugin's, cheap and never cached): the status
 * it answered, or undefined when no answer came within `timeoutMs`.
 */
export async function pingWordPress(timeoutMs: number): Promise<number | undefined> {
  try {
    const response = await fetch(`${wordpressUrl()}/wp-json/agency/v1/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return undefined;
  }
}
