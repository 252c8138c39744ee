/** Types of the parts of site-server.mjs that TypeScript tests use. */
export const root: string;
export function buildIfNeeded(
  env: NodeJS.ProcessEnv,
  options?: { force?: boolean; log?: (message: string) => void },
): Promise<void>;
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
