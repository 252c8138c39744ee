import 'server-only';
import { randomUUID } from 'node:crypto';
import { log } from '@/server/log.mjs';
import type { UpstreamError } from '@/src/integrations/http';
import { outboxStores, type OutboxItem, type OutboxKind, type OutboxStore } from './store';

/**
 * Nothing a visitor submitted is lost: a submission the site accepted is kept (./store.ts) before the
 * visitor hears "sent", then delivered, and retried with backoff until its destination confirms it.
 * Every attempt carries the item's id as its idempotency key, so a retry after an answer that got
 * lost on the way never stores or sends twice. A refusal of the input itself (a 4xx) ends the item:
 * at once it goes back to the visitor; later (after the visitor left) it is kept aside and logged.
 * A refusal of the website's own credentials (401, 403) is not the visitor's to fix: the item is
 * kept and retried like an outage, and logged as an error an operator must act on.
 */

/** What a destination said: delivered, or refused for good (a 4xx the visitor or an operator must see). */
export type Delivery = { delivered: true; message?: string } | { delivered: false; refusal: unknown };

/**
 * Delivers one item, resolving when its destination confirmed it; throws otherwise: a failure worth
 * retrying (no answer, 5xx, 401, 403, 408, 409, 425, 429) or a refusal of the submission (another 4xx).
 */
export type Deliverer = (
  item: OutboxItem,
  file: Uint8Array | undefined,
) => Promise<void | { message: string }>;

type Options = {
  stores?: OutboxStore[];
  deliverers: Record<OutboxKind, Deliverer>;
  now?: () => number;
};

/** Waits before the next attempt: 15 s, 30 s, 1 min, ... at most 30 min, with a little jitter. */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const base = Math.min(30 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + 0.2 * random));
}

/** The destination refused the website's own credentials, not the submission. */
export const refusesSiteCredentials = (error: unknown): boolean =>
  [401, 403].includes((error as Partial<UpstreamError> | undefined)?.status ?? 0);

/**
 * True for a failure another attempt may get past (no answer, 5xx, 408, 409, 425, 429, and a refusal
 * of the site's credentials, which an operator can mend); false for a refusal of the submission
 * itself (another 4xx). Read from the error's status, not its class: the error may come from another
 * bundle's copy of UpstreamError.
 */
export function isRetryable(error: unknown): boolean {
  const status = (error as Partial<UpstreamError> | undefined)?.status;
  return (
    typeof status !== 'number' ||
    status >= 500 ||
    refusesSiteCredentials(error) ||
    [408, 409, 425, 429].includes(status)
  );
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox({ stores = outboxStores(), deliverers, now = () => Date.now() }: Options) {
  /** Attempts started in this process and not yet settled, by item id. */
  const running = new Map<string, Promise<Delivery | 'retry'>>();

  async function keep(item: OutboxItem, file?: Uint8Array): Promise<OutboxStore> {
    for (const store of stores) {
      try {
        if (await store.put(item, file)) return store;
      } catch (error) {
        log('warn', 'outbox store failed; trying the next', { store: store.name, error });
      }
    }
    throw new Error('no outbox store could keep the submission');
  }

  /** One attempt, its result recorded in the store; resolves 'retry' when it will be tried again. */
  function attempt(store: OutboxStore, item: OutboxItem): Promise<Delivery | 'retry'> {
    const started = now();
    const run = (async (): Promise<Delivery | 'retry'> => {
      const attempts = item.attempts + 1;
      try {
        const answer = await deliverers[item.kind](item, await store.file(item.id));
        await store.remove(item.id);
        log('info', 'form delivered', { kind: item.kind, id: item.id, attempts, ms: now() - started });
        return { delivered: true, ...(answer ? { message: answer.message } : {}) };
      } catch (error) {
        if (!isRetryable(error)) {
          await store.bury({ ...item, attempts, lastError: (error as Error).message });
          log('error', 'form refused by its destination', { kind: item.kind, id: item.id, attempts, error });
          return { delivered: false, refusal: error };
        }
        const next = {
          ...item,
          attempts,
          nextAttemptAt: now() + retryDelayMs(attempts),
          lastError: (error as Error).message,
        };
        await store.update(next);
        if (refusesSiteCredentials(error))
          log('error', "form delivery refused: the destination does not accept the website's credentials", {
            kind: item.kind,
            id: item.id,
            status: (error as UpstreamError).status,
            mend: 'check WORDPRESS_USER and WORDPRESS_APP_PASSWORD (or the HubSpot/Mailchimp settings); the submission is kept and retried',
          });
        log('warn', 'form delivery failed; kept for a retry', {
          kind: item.kind,
          id: item.id,
          attempts,
          retryInSeconds: Math.round((next.nextAttemptAt - now()) / 1000),
          error,
        });
        return 'retry';
      } finally {
        running.delete(item.id);
        await store.release(item.id);
      }
    })();
    running.set(item.id, run);
    return run;
  }

  return {
    /**
     * Keeps a new submission, then tries to deliver it while the visitor waits, up to `waitMs`.
     * 'delivered' and 'kept' both mean the visitor may be told it was sent; a refusal is theirs to fix.
     */
    async submit(
      kind: OutboxKind,
      payload: Record<string, unknown>,
      { file, waitMs }: { file?: { bytes: Uint8Array; name: string; type: string }; waitMs: number },
    ): Promise<
      | { state: 'delivered'; id: string; message?: string }
      | { state: 'kept'; id: string }
      | { state: 'refused'; id: string; refusal: unknown }
    > {
      const at = now();
      const item: OutboxItem = {
        id: randomUUID(),
        kind,
        payload,
        ...(file ? { file: { name: file.name, type: file.type } } : {}),
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at + retryDelayMs(1),
      };
      const store = await keep(item, file?.bytes);
      await store.claim(item.id);
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        attempt(store, item),
        new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), waitMs))),
      ]);
      clearTimeout(timer);
      if (waited === 'waited' || waited === 'retry') return { state: 'kept', id: item.id };
      return waited.delivered
        ? { state: 'delivered', id: item.id, ...(waited.message ? { message: waited.message } : {}) }
        : { state: 'refused', id: item.id, refusal: waited.refusal };
    },

    /** Delivers what is due, from every store; the worker calls this on a timer. */
    async deliverDue(limit = 20): Promise<number> {
      let started = 0;
      for (const store of stores) {
        for (const item of await store.due(now(), limit)) {
          if (running.has(item.id) || !(await store.claim(item.id))) continue;
          started += 1;
          await attempt(store, item);
        }
      }
      return started;
    },

    /** How many submissions wait, and since when the oldest (for the health check and the log). */
    async stats(): Promise<{ depth: number; oldestSeconds: number | null }> {
      let depth = 0;
      let oldestAt: number | undefined;
      for (const store of stores) {
        const s = await store.stats();
        depth += s.depth;
        if (s.oldestAt !== undefined) oldestAt = Math.min(oldestAt ?? s.oldestAt, s.oldestAt);
      }
      return { depth, oldestSeconds: oldestAt === undefined ? null : Math.round((now() - oldestAt) / 1000) };
    },

    /** Settles the attempts in flight (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running.values()]);
    },
  };
}
