export const NGINX_BIN: string;
export function nginxConfig(options: { port: number; upstreams: string[]; dir: string }): string;
export function startNginx(options: {
  port: number;
  upstreams: string[];
}): Promise<{ url: string; stop: () => Promise<void> }>;
