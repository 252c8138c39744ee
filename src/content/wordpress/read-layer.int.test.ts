/**
 * The WordPress read layer against the real embedded WordPress and its demo seed (not a fake): the
 * REST queries we build must mean to WordPress what we think they mean. Port WORDPRESS_READ_TEST_PORT
 * or 9482; data in a fresh temp directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blog } from '@/src/config/site';
import { resetServerEnvForTests } from '@/src/config/env';
import { startWordPress, type WordPressServer } from '@/wordpress/server.mjs';
import seedPosts from '@/wordpress/seed/posts.json';
import { getCareerBySlug, getCareers } from './careers';
import {
  getLatestPosts,
  getPostBySlug,
  getPostIndex,
  getPosts,
  getRelatedByTag,
  getRelatedPosts,
} from './posts';
import { getCategories, getCategoryBySlug, getTagById, getTagBySlug, getTags } from './taxonomies';

const PORT = Number(process.env.WORDPRESS_READ_TEST_PORT) || 9482;
type SeedPost = { slug: string; categories: string[]; tags: string[] };
const seed = seedPosts as SeedPost[];
const visible = seed.filter((p) => !p.categories.includes('internal-notes'));
const hidden = seed.filter((p) => p.categories.includes('internal-notes'));

let wp: WordPressServer;
let dataDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-read-'));
  wp = await startWordPress({ port: PORT, dataDir, log: () => {} });
  process.env.WORDPRESS_URL = wp.url;
  process.env.WORDPRESS_USER = wp.user;
  process.env.WORDPRESS_APP_PASSWORD = wp.appPassword;
  resetServerEnvForTests();
}, 600_000);

afterAll(async () => {
  for (const key of ['WORDPRESS_URL', 'WORDPRESS_USER', 'WORDPRESS_APP_PASSWORD']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetServerEnvForTests();
  await wp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('posts', () => {
  it('pages through every visible post 10 at a time, newest first, never the hidden category', async () => {
    const first = await getPosts();
    expect(first.total).toBe(visible.length);
    expect(first.totalPages).toBe(Math.ceil(visible.length / blog.pageSize));
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page++) pages.push(await getPosts({ page }));
    const posts = pages.flatMap((p) => p.posts);
    expect(pages.map((p) => p.posts.length)).toEqual(
      pages.map((_, i) => Math.min(blog.pageSize, visible.length - i * blog.pageSize)),
    );
    expect(new Set(posts.map((p) => p.slug))).toEqual(new Set(visible.map((p) => p.slug)));
    expect(posts.some((p) => p.categoryIds.includes(blog.hiddenCategoryId))).toBe(false);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Past the last page: an empty page, not an error.
    await expect(getPosts({ page: first.totalPages + 1 })).resolves.toEqual({
      posts: [],
      totalPages: 0,
      total: 0,
    });
  });

  it('every post carries its derived fields: category, image, tags from class_list, sanitised body', async () => {
    const { posts } = await getPosts();
    for (const post of posts) {
      const source = seed.find((p) => p.slug === post.slug)!;
      expect(post.categorySlug).toBe(source.categories[0]);
      expect(post.categoryName).not.toBe('');
      // Served under the site origin, never from WordPress directly.
      expect(post.mediaUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/.+\.jpg$/);
      expect(post.tagSlugs.sort()).toEqual([...source.tags].sort());
      expect(post.contentHtml).not.toMatch(/<script|onerror=|javascript:/i);
      expect(post.title).not.toMatch(/&#\d+;|&amp;/);
    }
  });

  it('filters by category, tag and search the way WordPress means them', async () => {
    const ecommerce = (await getCategoryBySlug('e-commerce'))!;
    const inCategory = await getPosts({ categories: ecommerce.id });
    expect(inCategory.total).toBe(visible.filter((p) => p.categories.includes('e-commerce')).length);
    expect(inCategory.posts.every((p) => p.categorySlug === 'e-commerce')).toBe(true);

    const android = (await getTagBySlug('android'))!;
    const tagged = await getPosts({ tags: android.id });
    expect(tagged.posts.map((p) => p.slug).sort()).toEqual(
      visible
        .filter((p) => p.tags.includes('android'))
        .map((p) => p.slug)
        .sort(),
    );

    // Trimmed; WordPress matches title, excerpt and body, newest first.
    const search = await getPosts({ search: '  Kotlin  ' });
    expect(search.posts.map((p) => p.slug)).toEqual([
      'kotlin-and-jetpack-compose-for-business-apps',
      'cross-platform-or-native-apps',
    ]);
    const nothing = await getPosts({ search: 'zzzz-no-such-word' });
    expect(nothing).toMatchObject({ posts: [], total: 0, totalPages: 0 });
  });

  it('a post by slug, its related posts from the same category; hidden and unknown posts are null', async () => {
    const post = (await getPostBySlug('why-we-build-marketing-sites-with-nextjs-and-headless-wordpress'))!;
    expect(post).toMatchObject({ categorySlug: 'web-development', categoryName: 'Web Development' });
    expect(post.tags.map((t) => t.name).sort()).toEqual(['Next.js', 'React', 'WordPress']);
    expect(post.contentHtml).toContain('<p>');
    const related = await getRelatedPosts(post);
    expect(related).toHaveLength(blog.relatedPosts);
    expect(related.every((p) => p.categorySlug === 'web-development' && p.id !== post.id)).toBe(true);

    await expect(getPostBySlug(hidden[0]!.slug)).resolves.toBeNull();
    await expect(getPostBySlug('no-such-post')).resolves.toBeNull();
  });

  it('latest posts for the sidebar, related by tag for the tag page, and the index for the sitemap', async () => {
    const latest = await getLatestPosts();
    expect(latest).toHaveLength(blog.sidebarLatestPosts);
    const devops = (await getTagBySlug('devops'))!;
    const byTag = await getRelatedByTag(devops.id, latest[0]!.id);
    expect(byTag.length).toBeLessThanOrEqual(blog.relatedPosts);
    expect(byTag.every((p) => p.tagSlugs.includes('devops') && p.id !== latest[0]!.id)).toBe(true);

    const index = await getPostIndex();
    expect(index.map((e) => e.slug).sort()).toEqual(visible.map((p) => p.slug).sort());
    for (const entry of index) {
      expect(entry.categorySlug).toBe(seed.find((p) => p.slug === entry.slug)!.categories[0]);
    }
  });
});

describe('taxonomies', () => {
  it('categories: the non-empty ones with counts, never the hidden one', async () => {
    const categories = await getCategories();
    expect(categories.length).toBeLessThanOrEqual(blog.categoriesShown);
    expect(categories.map((c) => c.slug)).not.toContain('internal-notes');
    expect(categories.map((c) => c.slug)).not.toContain('uncategorized');
    for (const category of categories) {
      expect(category.count).toBe(visible.filter((p) => p.categories[0] === category.slug).length);
    }
    await expect(getCategoryBySlug('internal-notes')).resolves.toBeNull();
    await expect(getCategoryBySlug('no-such-category')).resolves.toBeNull();
  });

  it('tags: the first ten with counts; by slug and by id; unknown ones null', async () => {
    const tags = await getTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(blog.tagsShown);
    const react = tags.find((t) => t.slug === 'react')!;
    expect(react.count).toBe(seed.filter((p) => p.tags.includes('react')).length);
    await expect(getTagById(react.id)).resolves.toEqual(react);
    await expect(getTagBySlug('react')).resolves.toEqual(react);
    await expect(getTagBySlug('no-such-tag')).resolves.toBeNull();
    await expect(getTagById(987654)).resolves.toBeNull();
  });
});

describe('careers', () => {
  it('lists the open positions with every field the detail page shows, and finds one by slug', async () => {
    const careers = await getCareers();
    expect(careers.length).toBeGreaterThan(0);
    for (const career of careers) {
      expect(career.title).not.toBe('');
      expect(career.location).not.toBe('');
      expect(career.responsibilities.length).toBeGreaterThan(0);
      expect(career.skills.length).toBeGreaterThan(0);
    }
    // Jobs away from the head office carry their workplace's street and postal code for JobPosting.
    const away = careers.filter((c) => c.location === 'Pune');
    expect(away.length).toBeGreaterThan(0);
    for (const career of away)
      expect([career.streetAddress, career.postalCode]).toEqual([expect.any(String), '411045']);
    const one = await getCareerBySlug(careers[0]!.slug);
    expect(one).toEqual(careers[0]);
    await expect(getCareerBySlug('no-such-career')).resolves.toBeNull();
  });
});
