// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blog } from '@/src/config/site';
import { listHeaders, wpPost } from '@/tests/support/fake-wordpress';
import { useFakeWordPress } from '@/tests/support/use-fake-wordpress';
import { WordPressError } from './client';
import {
  getLatestPosts,
  getPostBySlug,
  getPostIndex,
  getPosts,
  getPostsByTag,
  getRelatedPosts,
  forgetSearches,
} from './posts';

const news = { id: 3, slug: 'company-news', name: 'Company &amp; News' };
const hidden = { id: blog.hiddenCategoryId, slug: 'internal', name: 'Internal' };
const react = { id: 21, slug: 'react', name: 'React' };

describe('posts', () => {
  const fake = useFakeWordPress();

  it('maps a list page: derived fields, decoded text, sanitised HTML and the total pages header', async () => {
    fake.wp.handle(() => ({
      body: [
        wpPost({
          id: 1,
          slug: 'first',
          title: 'Don&#8217;t ship on Friday',
          categories: [news],
          tags: [react],
          content: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        }),
      ],
      headers: listHeaders(31, 4),
    }));
    const page = await getPosts({ page: 2 });
    expect(page.totalPages).toBe(4);
    expect(page.total).toBe(31);
    const [post] = page.posts;
    expect(post).toMatchObject({
      id: 1,
      slug: 'first',
      title: 'Don\u2019t ship on Friday',
      categorySlug: 'company-news',
      categoryName: 'Company & News',
      categoryIds: [3],
      tagSlugs: ['react'],
      mediaUrl: '/uploads/first.jpg',
      mediaAlt: 'Cover of first',
      mediaIsDefault: false,
      commentStatus: 'open',
      excerptText: 'Summary of post 1 \u2026',
      author: { id: 1, name: 'Asha Kulkarni', slug: 'asha' },
      date: '2026-03-14T09:30:00',
      modified: '2026-03-15T10:00:00',
    });
    expect(post?.contentHtml).toBe('<p>Hi</p>');
  });

  it('asks WordPress for the page, 10 per page, embeds and excludes the hidden category', async () => {
    fake.wp.handle(() => ({ body: [], headers: listHeaders(0, 0) }));
    await getPosts({ page: 3, categories: 5, tags: [8, 9], search: '  next js  ' });
    const url = fake.wp.requests[0]!;
    expect(url.pathname).toBe('/wp-json/wp/v2/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      per_page: String(blog.pageSize),
      _embed: 'author,wp:term,wp:featuredmedia',
      categories: '5',
      tags: '8,9',
      search: 'next js',
      categories_exclude: String(blog.hiddenCategoryId),
    });
    expect(fake.wp.authHeaders[0]).toBe(`Basic ${Buffer.from('reader:abcd efgh ijkl').toString('base64')}`);
  });

  it('asks WordPress once for identical searches, and again once a post was saved', async () => {
    fake.wp.handle(() => ({ body: [wpPost({ id: 8, categories: [news] })], headers: listHeaders(1, 1) }));
    const search = { search: 'offline apps', categories: 5 };
    const first = await getPosts(search);
    expect(await getPosts({ ...search, search: ' offline apps ' })).toEqual(first);
    expect(fake.wp.requests).toHaveLength(1);
    // Another page or filter is another search.
    await getPosts({ ...search, page: 2 });
    expect(fake.wp.requests).toHaveLength(2);
    forgetSearches();
    await getPosts(search);
    expect(fake.wp.requests).toHaveLength(3);
  });

  it('omits a blank search and reports an empty result as zero pages', async () => {
    fake.wp.handle(() => ({ body: [], headers: listHeaders(0, 0) }));
    const page = await getPosts({ search: '   ' });
    expect(fake.wp.requests[0]!.searchParams.has('search')).toBe(false);
    expect(page).toEqual({ posts: [], totalPages: 0, total: 0 });
  });

  it('drops posts of the hidden category even when WordPress returns them', async () => {
    fake.wp.handle(() => ({
      body: [
        wpPost({ id: 1, categories: [news] }),
        wpPost({ id: 2, categories: [news, hidden] }),
        wpPost({ id: 3, categories: [hidden] }),
      ],
      headers: listHeaders(3, 1),
    }));
    const { posts } = await getPosts();
    expect(posts.map((p) => p.id)).toEqual([1]);
  });

  it('falls back to Uncategorized and the default image', async () => {
    fake.wp.handle(() => ({
      body: [wpPost({ id: 4, categories: [], media: null })],
      headers: listHeaders(1, 1),
    }));
    const [post] = (await getPosts()).posts;
    expect(post).toMatchObject({
      categorySlug: blog.uncategorized.slug,
      categoryName: blog.uncategorized.name,
      mediaUrl: blog.defaultImage,
      mediaIsDefault: true,
      mediaAlt: '',
    });
  });

  it('treats an embedded media error (private image) as no image', async () => {
    fake.wp.handle(() => ({
      body: [wpPost({ id: 5, categories: [news], media: { code: 'rest_forbidden', message: 'Sorry' } })],
      headers: listHeaders(1, 1),
    }));
    const [post] = (await getPosts()).posts;
    expect(post?.mediaUrl).toBe(blog.defaultImage);
  });

  it('reads tag slugs from an object-shaped class_list', async () => {
    fake.wp.handle(() => ({
      body: [
        wpPost({ id: 6, classList: { 0: 'post-6', 3: 'tag-php', 5: 'tag-wordpress', 6: 'category-news' } }),
      ],
      headers: listHeaders(1, 1),
    }));
    const [post] = (await getPosts()).posts;
    expect(post?.tagSlugs).toEqual(['php', 'wordpress']);
  });

  it('returns an empty page past the last one instead of failing', async () => {
    fake.wp.handle(() => ({ status: 400, body: { code: 'rest_post_invalid_page_number' } }));
    await expect(getPosts({ page: 9 })).resolves.toEqual({ posts: [], totalPages: 0, total: 0 });
  });

  it('throws WordPressError on a 500, on garbage JSON, on an unexpected shape and on a timeout', async () => {
    fake.wp.handle(() => ({ status: 500, body: { code: 'internal_server_error' } }));
    await expect(getPosts()).rejects.toMatchObject({ name: 'WordPressError', status: 500 });

    fake.wp.handle(() => ({ raw: '<html>Fatal error</html>' }));
    await expect(getPosts()).rejects.toThrow(/malformed JSON/);

    fake.wp.handle(() => ({ body: { posts: 'nope' } }));
    await expect(getPosts()).rejects.toThrow(/Unexpected WordPress response/);

    fake.wp.handle(() => ({ body: [], delayMs: 6000 }));
    await expect(getPosts()).rejects.toBeInstanceOf(WordPressError);
  }, 20_000);

  it('getLatestPosts asks for the sidebar count', async () => {
    fake.wp.handle(() => ({ body: [wpPost({ id: 1, categories: [news] })], headers: listHeaders(1, 1) }));
    const posts = await getLatestPosts();
    expect(fake.wp.requests[0]!.searchParams.get('per_page')).toBe(String(blog.sidebarLatestPosts));
    expect(posts).toHaveLength(1);
  });

  it('getPostBySlug returns the post, null when unknown, null when hidden', async () => {
    fake.wp.handle((url) => {
      const slug = url.searchParams.get('slug');
      if (slug === 'known') return { body: [wpPost({ id: 9, slug: 'known', categories: [news] })] };
      if (slug === 'secret') return { body: [wpPost({ id: 10, slug: 'secret', categories: [hidden] })] };
      return { body: [] };
    });
    await expect(getPostBySlug('known')).resolves.toMatchObject({ id: 9, categorySlug: 'company-news' });
    expect(fake.wp.requests[0]!.searchParams.get('_embed')).toBe('author,wp:term,wp:featuredmedia');
    await expect(getPostBySlug('missing')).resolves.toBeNull();
    await expect(getPostBySlug('secret')).resolves.toBeNull();
  });

  it('getPostBySlug answers only the post whose slug matches, encoded or not', async () => {
    fake.wp.handle((url) => {
      const slug = url.searchParams.get('slug');
      // A WordPress that ignores the slug filter (a plugin, a proxy) answers the newest posts.
      if (slug === 'ignored') return { body: [wpPost({ id: 20, slug: 'someone-else', categories: [news] })] };
      return { body: [wpPost({ id: 21, slug: 'caf%c3%a9-notes', categories: [news] })] };
    });
    await expect(getPostBySlug('ignored')).resolves.toBeNull();
    await expect(getPostBySlug('café-notes')).resolves.toMatchObject({ id: 21 });
  });

  it('getPostBySlug resolves the first category through categories/{id} when terms were not embedded', async () => {
    fake.wp.handle((url) => {
      if (url.pathname.endsWith('/categories/3')) return { body: { ...news, count: 4, parent: 0 } };
      const post = wpPost({ id: 11, slug: 'bare', categories: [news] });
      return { body: [{ ...post, _embedded: { author: post._embedded.author } }] };
    });
    await expect(getPostBySlug('bare')).resolves.toMatchObject({
      categorySlug: 'company-news',
      categoryName: 'Company & News',
    });
  });

  it('getRelatedPosts asks for 2 posts of the same category, excluding the post', async () => {
    fake.wp.handle(() => ({
      body: [wpPost({ id: 12, categories: [news] }), wpPost({ id: 13, categories: [news] })],
      headers: listHeaders(2, 1),
    }));
    const source = { id: 9, categoryIds: [3] } as Parameters<typeof getRelatedPosts>[0];
    const related = await getRelatedPosts(source);
    const query = fake.wp.requests[0]!.searchParams;
    expect([query.get('categories'), query.get('exclude'), query.get('per_page')]).toEqual([
      '3',
      '9',
      String(blog.relatedPosts),
    ]);
    expect(related.map((p) => p.id)).toEqual([12, 13]);
  });

  it('getPostsByTag filters by tag id', async () => {
    fake.wp.handle(() => ({ body: [wpPost({ id: 14, tags: [react] })], headers: listHeaders(1, 1) }));
    const page = await getPostsByTag(21);
    expect(fake.wp.requests[0]!.searchParams.get('tags')).toBe('21');
    expect(page.posts[0]?.tagSlugs).toEqual(['react']);
  });

  it('getPostIndex walks every page and resolves category slugs', async () => {
    fake.wp.handle((url) => {
      if (url.pathname.endsWith('/categories'))
        return { body: [{ ...news, count: 2, parent: 0 }], headers: listHeaders(1, 1) };
      const page = Number(url.searchParams.get('page'));
      const body =
        page === 1
          ? [{ id: 1, slug: 'a', modified: '2026-01-01T00:00:00', categories: [3], tags: [5] }]
          : [
              { id: 2, slug: 'b', modified: '2026-01-02T00:00:00', categories: [] },
              { id: 3, slug: 'c', modified: '', categories: [7] },
            ];
      return { body, headers: listHeaders(3, 2) };
    });
    const index = await getPostIndex();
    expect(index).toEqual([
      { id: 1, slug: 'a', modified: '2026-01-01T00:00:00', categorySlug: 'company-news', tagIds: [5] },
      { id: 2, slug: 'b', modified: '2026-01-02T00:00:00', categorySlug: 'uncategorized', tagIds: [] },
    ]);
  });

  it('getPostIndex with a limit reads only the newest posts, a few pages at a time', async () => {
    const total = 2000;
    let inFlight = 0;
    let peak = 0;
    fake.wp.handle(async (url) => {
      if (url.pathname.endsWith('/categories'))
        return { body: [{ ...news, count: total, parent: 0 }], headers: listHeaders(1, 1) };
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
      const perPage = Number(url.searchParams.get('per_page'));
      const page = Number(url.searchParams.get('page'));
      const body = Array.from({ length: perPage }, (_, i) => {
        const id = total - (page - 1) * perPage - i;
        return { id, slug: `post-${id}`, modified: '', categories: [3] };
      });
      return { body, headers: listHeaders(total, Math.ceil(total / perPage)) };
    });
    const newest = await getPostIndex({ limit: 30 });
    expect(newest.map((p) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => total - i));
    expect(fake.wp.requests.filter((r) => r.pathname.endsWith('/posts'))).toHaveLength(1);

    fake.wp.requests.length = 0;
    const all = await getPostIndex();
    expect(all).toHaveLength(total);
    expect(fake.wp.requests.filter((r) => r.pathname.endsWith('/posts'))).toHaveLength(total / 100);
    expect(peak).toBeLessThanOrEqual(blog.readConcurrency);
  });
});
