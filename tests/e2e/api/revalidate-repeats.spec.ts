import { expect, test } from '@playwright/test';
import { repeatRevalidationAfterMs } from '../../../src/revalidation/repeats';
import { e2eEnv } from '../support/e2e-env';

/**
 * A save's webhook expires the page's tags at once and again a few seconds later, so a render that
 * was already under way when the editor saved (and so finished with the old content) is replaced
 * within seconds. Each repeat must take effect when it is made, not only once the last one is.
 */
test("a save's first repeated expiry takes effect when it is made", async ({ request }) => {
  const first = Math.min(...repeatRevalidationAfterMs);
  const page = '/terms';
  const saved = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': e2eEnv().revalidateSecret },
    data: { type: 'page', slug: 'terms' },
  });
  expect(saved.ok()).toBe(true);
  const savedAt = Date.now();
  // Rendered afresh after the save, then kept: the next visitor is answered from the cache.
  await request.get(page);
  expect((await request.get(page)).headers()['x-nextjs-cache']).toBe('HIT');
  // Past the first repeat (with a margin for the repeat's own call), the kept render has expired.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, savedAt + first + 1_500 - Date.now())));
  expect((await request.get(page)).headers()['x-nextjs-cache']).not.toBe('HIT');
});
