import { revalidatePath, revalidateTag } from 'next/cache';
import { after, type NextRequest } from 'next/server';
import { log } from '@/server/log.mjs';
import { serverEnv } from '@/src/config/env';
import { readBodyCapped } from '@/src/lib/request-body';
import { TAGS } from '@/src/content/wordpress/cache-tags';
import { forgetSearches } from '@/src/content/wordpress/posts';
import { forgetRedirects } from '@/src/redirects/table';
import { answerPing } from '@/src/revalidation/connection-check';
import { repeatRevalidationAfterMs, repeatThroughSelf } from '@/src/revalidation/repeats';
import {
  alwaysRevalidatedPaths,
  revalidateBodySchema,
  secretMatches,
  tagsFor,
} from '@/src/revalidation/revalidate';

/**
 * POST /api/revalidate — called by the must-use plugin when a post, term or career is saved:
 * {type:'post'|'term'|'career', slug, id}, secret in the x-revalidate-secret header or the body;
 * {type:'all'} when an editor asks to refresh the whole site.
 * 401 for a wrong secret, 400 for a bad body; tags expire at once so the next visit is fresh, and
 * again a few seconds later (see repeatRevalidationAfterMs). {type:'ping', challenge} is
 * WordPress's connection test: nothing expires, the site checks it can reach WordPress
 * (connection-check.ts).
 */
const MAX_BODY_BYTES = 10_000;

export async function POST(request: NextRequest) {
  const expected = serverEnv().REVALIDATE_SECRET;
  const unauthorised = () =>
    Response.json({ error: 'Invalid or missing revalidation secret.' }, { status: 401 });
  // A secret in the header is checked before anything of the body is read.
  const headerSecret = request.headers.get('x-revalidate-secret');
  if (headerSecret !== null && !secretMatches(headerSecret, expected)) return unauthorised();
  const bytes = await readBodyCapped(request, MAX_BODY_BYTES).catch(() => new Uint8Array());
  if (!bytes) return Response.json({ error: 'Body too large.' }, { status: 413 });
  const text = new TextDecoder().decode(bytes);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = undefined;
  }
  // Only a string is a secret: any other JSON value (an object with its own toString) is none.
  const given = body && typeof body === 'object' ? (body as { secret?: unknown }).secret : undefined;
  const bodySecret = typeof given === 'string' ? given : null;
  if (!secretMatches(headerSecret ?? bodySecret, expected)) return unauthorised();
  if (body === undefined) return Response.json({ error: 'The body must be JSON.' }, { status: 400 });
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json(
      {
        error: `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'bad value'}. Expected {type, slug, id}.`,
      },
      { status: 400 },
    );
  }
  if (parsed.data.type === 'ping') return answerPing(parsed.data.challenge ?? '');
  const tags = tagsFor(parsed.data);
  // The proxy's redirect table and the searches are not in the data cache: this instance forgets them at
  // once (a repeat leaves them: it is for renders that were under way, not for what was already read).
  if (!parsed.data.repeat) {
    if (tags.includes(TAGS.redirects)) forgetRedirects();
    if (tags.includes(TAGS.posts)) forgetSearches();
  }
  const expire = () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    for (const path of alwaysRevalidatedPaths) revalidatePath(path);
    // Everything: every page, with the data it read under one item's tag (a post, a career, a legal page).
    if (parsed.data.type === 'all') revalidatePath('/', 'layout');
  };
  expire();
  // One line per save: when an editor's change does not show, the log says whether WordPress told us.
  if (!parsed.data.repeat)
    log('info', 'content changed in WordPress; pages refreshed', {
      type: parsed.data.type,
      slug: parsed.data.slug,
      tags: tags.join(','),
    });
  if (!parsed.data.repeat && expected) {
    const secret = expected;
    after(async () => {
      let waited = 0;
      for (const at of repeatRevalidationAfterMs) {
        await new Promise((resolve) => setTimeout(resolve, at - waited));
        waited = at;
        const sent = await repeatThroughSelf(parsed.data, secret).catch((error: unknown) => {
          log('warn', 'could not repeat a revalidation', { error });
          return true;
        });
        if (!sent) expire();
      }
    });
  }
  return Response.json({ revalidated: true, tags, now: Date.now() });
}
