/** Types of cache-handler.mjs for the tests that drive it directly (Next loads it by path). */
export const ENTRY_TTL_SECONDS: number;
export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
export type StoredEntry = { lastModified: number; value: unknown; cacheControl?: unknown; tags?: string[] };
export default class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  readonly entryPrefix: string;
  readonly tagsKey: string;
  get(key: string, ctx: Record<string, unknown>): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
