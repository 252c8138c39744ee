// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blog } from '@/src/config/site';
import { listHeaders } from '@/tests/support/fake-wordpress';
import { useFakeWordPress } from '@/tests/support/use-fake-wordpress';
import {
  getCategories,
  getCategoryById,
  getCategoryBySlug,
  getTagById,
  getTagBySlug,
  getTags,
} from './taxonomies';

describe('taxonomies and media', () => {
  const fake = useFakeWordPress();

  it('getTags reads the first 10 with their counts, names decoded', async () => {
    fake.wp.handle(() => ({
      body: [{ id: 21, name: 'C&amp;C++', slug: 'c-cpp', count: 4, description: '', taxonomy: 'post_tag' }],
      headers: listHeaders(8, 1),
    }));
    await expect(getTags()).resolves.toEqual([{ id: 21, name: 'C&C++', slug: 'c-cpp', count: 4 }]);
    const url = fake.wp.requests[0]!;
    expect(url.pathname).toBe('/wp-json/wp/v2/tags');
    expect(url.searchParams.get('per_page')).toBe(String(blog.tagsShown));
    expect(url.searchParams.get('hide_empty')).toBe('true');
  });

  it('getTagBySlug and getTagById resolve one tag or null', async () => {
    fake.wp.handle((url) =>
      url.searchParams.get('slug') === 'react' || url.searchParams.get('include') === '21'
        ? { body: [{ id: 21, name: 'React', slug: 'react', count: 3 }] }
        : { body: [] },
    );
    await expect(getTagBySlug('react')).resolves.toMatchObject({ id: 21 });
    await expect(getTagBySlug('nope')).resolves.toBeNull();
    await expect(getTagById(21)).resolves.toMatchObject({ slug: 'react' });
    await expect(getTagById(99)).resolves.toBeNull();
  });

  it('getCategories asks for 10 non-empty ones without the hidden category and drops it if sent anyway', async () => {
    fake.wp.handle(() => ({
      body: [
        { id: 3, name: 'News', slug: 'news', count: 5, parent: 0 },
        { id: blog.hiddenCategoryId, name: 'Internal', slug: 'internal', count: 2, parent: 0 },
      ],
    }));
    await expect(getCategories()).resolves.toEqual([{ id: 3, name: 'News', slug: 'news', count: 5 }]);
    const query = fake.wp.requests[0]!.searchParams;
    expect(query.get('per_page')).toBe(String(blog.categoriesShown));
    expect(query.get('exclude')).toBe(String(blog.hiddenCategoryId));
    expect(query.get('hide_empty')).toBe('true'); // no 'Uncategorized (0)' leading to an empty list
  });

  it('getCategoryById reads categories/{id}; 404 and the hidden id give null', async () => {
    fake.wp.handle((url) =>
      url.pathname.endsWith('/categories/3')
        ? { body: { id: 3, name: 'News', slug: 'news', count: 5 } }
        : { status: 404, body: { code: 'rest_term_invalid' } },
    );
    await expect(getCategoryById(3)).resolves.toMatchObject({ slug: 'news', count: 5 });
    await expect(getCategoryById(44)).resolves.toBeNull();
    const before = fake.wp.requests.length;
    await expect(getCategoryById(blog.hiddenCategoryId)).resolves.toBeNull();
    expect(fake.wp.requests.length).toBe(before);
  });

  it('getCategoryById still throws when WordPress itself fails', async () => {
    fake.wp.handle(() => ({ status: 503, body: {} }));
    await expect(getCategoryById(3)).rejects.toMatchObject({ name: 'WordPressError', status: 503 });
  });

  it('getCategoryBySlug refuses the hidden category', async () => {
    fake.wp.handle((url) => ({
      body:
        url.searchParams.get('slug') === 'internal'
          ? [{ id: blog.hiddenCategoryId, name: 'Internal', slug: 'internal', count: 1 }]
          : [{ id: 3, name: 'News', slug: 'news', count: 5 }],
    }));
    await expect(getCategoryBySlug('news')).resolves.toMatchObject({ id: 3 });
    await expect(getCategoryBySlug('internal')).resolves.toBeNull();
  });
});
