import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What scripts/e2e-server.mjs wrote: addresses and the credentials tests may use, never the site. */
export type E2EEnv = {
  siteUrl: string;
  wordpressUrl: string;
  proxyUrl?: string;
  user: string;
  appPassword: string;
  revalidateSecret: string;
};

export function e2eEnv(): E2EEnv {
  return JSON.parse(readFileSync(path.join(process.cwd(), '.data/e2e.json'), 'utf8')) as E2EEnv;
}

/** The pages every HTTP-level check walks: the sitemap's, so new routes are covered automatically. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  const xml = response.ok ? await response.text() : '';
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(['/', ...paths])];
}

/** A few pages of each kind (at most `perKind` per first two path segments), for checks that load pages in a browser. */
export function samplePaths(paths: string[], perKind = 2): string[] {
  const seen = new Map<string, number>();
  return paths.filter((p) => {
    const kind = p.split('/').slice(0, 3).join('/');
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return count < perKind;
  });
}
