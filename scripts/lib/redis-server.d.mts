export const REDIS_BIN: string;
export function waitForRedis(port: number, timeoutMs?: number): Promise<void>;
export function startRedis(options: {
  port: number;
}): Promise<{ url: string; port: number; pid: number; stop: () => Promise<void> }>;
