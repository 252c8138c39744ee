import type { createClient } from 'redis';

export const REDIS_TIMEOUT_MS: number;
export const REDIS_BACKOFF_MS: number;
export function redisUrlFrom(value?: string): string | undefined;
export function redisPrefix(): string;
export function sharedRedis(): ReturnType<typeof createClient> | undefined;
export function withRedis<T>(
  command: (client: ReturnType<typeof createClient>) => Promise<T>,
): Promise<T | undefined>;
export function connectRedis(timeoutMs?: number): Promise<'ready' | 'unreachable' | 'off'>;
export function closeRedis(): Promise<void>;
