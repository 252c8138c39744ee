import 'server-only';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redisPrefix, withRedis } from '@/server/redis.mjs';
import { serverEnv } from '@/src/config/env';

/**
 * Where accepted submissions wait until their destination confirms them. On disk by default (one
 * server: files 0600 in a 0700 folder, written whole then renamed, so a crash leaves either the old
 * or the new state), in Redis with REDIS_URL (any instance may deliver what another accepted). A
 * submission whose Redis write fails is kept on disk instead: accepted means kept.
 */
export type OutboxKind = 'contact' | 'newsletter' | 'application' | 'call';

export type OutboxItem = {
  /** Also the idempotency key sent with every attempt, so a retry never stores or sends twice. */
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** The attached file's name and type (applications), its bytes kept beside the item. */
  file?: { name: string; type: string };
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
};

export type OutboxStore = {
  name: 'disk' | 'redis';
  /** Resolves once the item (and its file) is durably kept; false when this store cannot keep it now. */
  put(item: OutboxItem, file?: Uint8Array): Promise<boolean>;
  update(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  /** Moves an item its destination refused for good where an operator finds it, out of the queue. */
  bury(item: OutboxItem): Promise<void>;
  due(now: number, limit: number): Promise<OutboxItem[]>;
  file(id: string): Promise<Uint8Array | undefined>;
  /** Claims an item for one delivery attempt (across instances with Redis); false when another has it. */
  claim(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
  stats(): Promise<{ depth: number; oldestAt: number | undefined }>;
};

/** Folder of the disk outbox: OUTBOX_DIR, or .data/outbox beside the app (kept across deploys of the build). */
export function outboxDir(): string {
  // Outside the app's sources: the bundler must not trace it as part of the server code.
  return path.resolve(
    /*turbopackIgnore: true*/ serverEnv().OUTBOX_DIR || path.join(process.cwd(), '.data', 'outbox'),
  );
}

async function writeWhole(file: string, data: string | Uint8Array) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, file);
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{7,99}$/;

export function diskStore(dir: string = outboxDir()): OutboxStore {
  // Made (again) before each write, so an outbox folder removed by hand is simply recreated.
  const ready = () => mkdir(path.join(dir, 'dead'), { recursive: true, mode: 0o700 });
  const itemFile = (id: string) => path.join(dir, `${id}.json`);
  const dataFile = (id: string) => path.join(dir, `${id}.bin`);
  const claimed = new Set<string>();
  const readItem = async (name: string) =>
    JSON.parse(await readFile(/*turbopackIgnore: true*/ path.join(dir, name), 'utf8')) as OutboxItem;
  return {
    name: 'disk',
    async put(item, file) {
      await ready();
      if (file) await writeWhole(dataFile(item.id), file);
      await writeWhole(itemFile(item.id), JSON.stringify(item));
      return true;
    },
    async update(item) {
      await writeWhole(itemFile(item.id), JSON.stringify(item));
    },
    async remove(id) {
      await rm(dataFile(id), { force: true });
      await rm(itemFile(id), { force: true });
    },
    async bury(item) {
      await ready();
      await writeWhole(path.join(dir, 'dead', `${item.id}.json`), JSON.stringify(item));
      await this.remove(item.id);
    },
    async due(now, limit) {
      await ready();
      const names = (await readdir(/*turbopackIgnore: true*/ dir)).filter((n) => n.endsWith('.json'));
      const items: OutboxItem[] = [];
      for (const name of names) {
        try {
          const item = await readItem(name);
          if (item.nextAttemptAt <= now && ID.test(item.id)) items.push(item);
        } catch {
          /* removed meanwhile */
        }
      }
      return items.sort((a, b) => a.nextAttemptAt - b.nextAttemptAt).slice(0, limit);
    },
    async file(id) {
      try {
        return new Uint8Array(await readFile(dataFile(id)));
      } catch {
        return undefined;
      }
    },
    async claim(id) {
      if (claimed.has(id)) return false;
      claimed.add(id);
      return true;
    },
    async release(id) {
      claimed.delete(id);
    },
    async stats() {
      await ready();
      let oldestAt: number | undefined;
      let depth = 0;
      for (const name of (await readdir(/*turbopackIgnore: true*/ dir)).filter((n) => n.endsWith('.json'))) {
        try {
          const item = await readItem(name);
          depth += 1;
          oldestAt = Math.min(oldestAt ?? item.createdAt, item.createdAt);
        } catch {
          /* removed meanwhile */
        }
      }
      return { depth, oldestAt };
    },
  };
}

/** A claim lasts this long at most, so an instance that died mid-delivery does not hold an item forever. */
const CLAIM_MS = 120_000;

export function redisStore(): OutboxStore {
  const key = (suffix: string) => `${redisPrefix()}outbox:${suffix}`;
  return {
    name: 'redis',
    async put(item, file) {
      const done = await withRedis(async (client) => {
        const multi = client.multi();
        if (file) multi.set(key(`file:${item.id}`), Buffer.from(file).toString('base64'));
        multi.hSet(key('items'), item.id, JSON.stringify(item));
        multi.zAdd(key('due'), { score: item.nextAttemptAt, value: item.id });
        await multi.exec();
        return true;
      });
      return done === true;
    },
    async update(item) {
      await withRedis(async (client) => {
        await client
          .multi()
          .hSet(key('items'), item.id, JSON.stringify(item))
          .zAdd(key('due'), { score: item.nextAttemptAt, value: item.id })
          .exec();
      });
    },
    async remove(id) {
      await withRedis(async (client) => {
        await client
          .multi()
          .hDel(key('items'), id)
          .zRem(key('due'), id)
          .del(key(`file:${id}`))
          .exec();
      });
    },
    async bury(item) {
      await withRedis(async (client) => {
        await client.hSet(key('dead'), item.id, JSON.stringify(item));
      });
      await this.remove(item.id);
    },
    async due(now, limit) {
      const items = await withRedis(async (client) => {
        const ids = await client.zRangeByScore(key('due'), 0, now, { LIMIT: { offset: 0, count: limit } });
        if (!ids.length) return [];
        const values = await client.hmGet(key('items'), ids);
        return values
          .filter((v): v is string => typeof v === 'string')
          .map((v) => JSON.parse(v) as OutboxItem);
      });
      return items ?? [];
    },
    async file(id) {
      const value = await withRedis((client) => client.get(key(`file:${id}`)));
      return typeof value === 'string' ? new Uint8Array(Buffer.from(value, 'base64')) : undefined;
    },
    async claim(id) {
      return (
        (await withRedis((client) =>
          client.set(key(`claim:${id}`), String(process.pid), { NX: true, PX: CLAIM_MS }),
        )) === 'OK'
      );
    },
    async release(id) {
      await withRedis((client) => client.del(key(`claim:${id}`)));
    },
    async stats() {
      const result = await withRedis(async (client) => {
        const depth = await client.zCard(key('due'));
        const values = await client.hVals(key('items'));
        const oldestAt = values.reduce<number | undefined>((oldest, v) => {
          const at = (JSON.parse(v) as OutboxItem).createdAt;
          return oldest === undefined ? at : Math.min(oldest, at);
        }, undefined);
        return { depth, oldestAt };
      });
      return result ?? { depth: 0, oldestAt: undefined };
    },
  };
}

/** The stores this process delivers from: Redis first when REDIS_URL is set, and always the disk one. */
export function outboxStores(): OutboxStore[] {
  return serverEnv().REDIS_URL ? [redisStore(), diskStore()] : [diskStore()];
}
