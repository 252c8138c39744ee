import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny stand-in for the WordPress REST API on 127.0.0.1, for unit tests of the read layer. Each
 * test installs a handler; every request is recorded so tests can assert the query WordPress saw.
 */

export type FakeReply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
export type FakeHandler = (url: URL, req: IncomingMessage) => FakeReply | Promise<FakeReply>;

export type FakeWordPress = {
  url: string;
  requests: URL[];
  authHeaders: (string | undefined)[];
  handle: (handler: FakeHandler) => void;
  close: () => Promise<void>;
};

export async function startFakeWordPress(): Promise<FakeWordPress> {
  let handler: FakeHandler = () => ({ status: 404, body: { code: 'rest_no_route' } });
  const requests: URL[] = [];
  const authHeaders: (string | undefined)[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    authHeaders.push(req.headers.authorization);
    const reply = await handler(url, req);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    authHeaders,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type PostInput = {
  id: number;
  slug?: string;
  title?: string;
  categories?: { id: number; slug: string; name: string }[];
  tags?: { id: number; slug: string; name: string }[];
  media?: { id: number; source_url: string; alt_text?: string } | { code: string; message: string } | null;
  content?: string;
  excerpt?: string;
  commentStatus?: 'open' | 'closed';
  classList?: string[] | Record<string, string>;
};

/** A post as WordPress 6.x sends it with `_embed` (author, wp:term, wp:featuredmedia). */
export function wpPost(input: PostInput) {
  const slug = input.slug ?? `post-${input.id}`;
  const categories = input.categories ?? [];
  const tags = input.tags ?? [];
  const media =
    input.media === undefined
      ? {
          id: input.id + 1000,
          source_url: `http://127.0.0.1/wp-content/uploads/${slug}.jpg`,
          alt_text: `Cover of ${slug}`,
        }
      : input.media;
  return {
    id: input.id,
    date: '2026-03-14T09:30:00',
    date_gmt: '2026-03-14T04:00:00',
    modified: '2026-03-15T10:00:00',
    slug,
    status: 'publish',
    type: 'post',
    link: `http://127.0.0.1/${slug}/`,
    title: { rendered: input.title ?? `Post ${input.id}` },
    content: { rendered: input.content ?? `<p>Body of post ${input.id}.</p>`, protected: false },
    excerpt: { rendered: input.excerpt ?? `<p>Summary of post ${input.id} &hellip;</p>\n`, protected: false },
    author: 1,
    featured_media: media && 'id' in media ? media.id : 0,
    comment_status: input.commentStatus ?? 'open',
    categories: categories.map((c) => c.id),
    tags: tags.map((t) => t.id),
    class_list: input.classList ?? [
      `post-${input.id}`,
      'post',
      'type-post',
      'status-publish',
      ...categories.map((c) => `category-${c.slug}`),
      ...tags.map((t) => `tag-${t.slug}`),
    ],
    _links: { self: [{ href: `http://127.0.0.1/wp-json/wp/v2/posts/${input.id}` }] },
    _embedded: {
      author: [{ id: 1, name: 'Asha Kulkarni', slug: 'asha' }],
      ...(media ? { 'wp:featuredmedia': [media] } : {}),
      'wp:term': [
        categories.map((c) => ({ ...c, taxonomy: 'category', link: `http://127.0.0.1/category/${c.slug}/` })),
        tags.map((t) => ({ ...t, taxonomy: 'post_tag', link: `http://127.0.0.1/tag/${t.slug}/` })),
      ],
    },
  };
}

export const listHeaders = (total: number, totalPages: number) => ({
  'x-wp-total': String(total),
  'x-wp-totalpages': String(totalPages),
});
