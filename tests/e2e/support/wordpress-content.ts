import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { asEditor, e2eEnv, editorAuth, wordpressDelete } from './e2e-env';

/**
 * What the content specs share: content they add is removed after each test, pictures are uploaded
 * as the Editor, and a change is awaited on the public site.
 */

/**
 * The list a spec pushes what it created in WordPress to (`posts/1`, `media/2`); each item is
 * deleted after every test, so the data stays as seeded. Call once, at the top of a spec file.
 */
export function removedAfterEach(): string[] {
  const created: string[] = [];
  test.afterEach(async () => {
    for (const item of created.splice(0)) await wordpressDelete(item);
  });
  return created;
}

/**
 * Waits until the page's HTML passes `check` and says how long that took (pages revalidate by time
 * only every 300 s, so a change seen sooner came through the webhook).
 */
export async function seenWithin(
  request: APIRequestContext,
  address: string,
  check: (html: string) => boolean,
): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => check(await (await request.get(address)).text()), {
      timeout: 20_000,
      intervals: [250, 500],
    })
    .toBe(true);
  return Date.now() - started;
}

/**
 * Uploads a picture kept in the repository to the Media Library as the Editor, under `name` (its own
 * file name by default), with its alternative text (none when empty); it is removed with `created`.
 */
export async function uploadImage(
  created: string[],
  file: string,
  altText: string,
  name = path.basename(file),
): Promise<number> {
  const env = e2eEnv();
  const uploaded = await fetch(`${env.wordpressUrl}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: {
      ...editorAuth(env),
      'content-type': file.endsWith('.png') ? 'image/png' : 'image/jpeg',
      'content-disposition': `attachment; filename="${name}"`,
    },
    body: readFileSync(file),
  });
  expect(uploaded.status).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  created.push(`media/${id}`);
  if (altText) expect((await asEditor(`media/${id}`, { alt_text: altText })).status).toBe(200);
  return id;
}
