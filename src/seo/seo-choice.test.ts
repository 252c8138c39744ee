// @vitest-environment node
import { seo } from '@/src/config/site';
import { toBlogPost } from '@/src/content/wordpress/map';
import { postSchema } from '@/src/content/wordpress/schemas';
import yoastPost from './fixtures/yoast-post.json' with { type: 'json' };
import { pageMetadata } from './metadata';
import { seoChoice } from './seo-choice';

/** A post's metadata as its route builds it, from a REST answer. */
function postMetadata(raw: unknown) {
  const post = toBlogPost(postSchema.parse(raw));
  return pageMetadata({
    title: post.title,
    description: post.excerptText,
    path: `/blog/${post.categorySlug}/${post.slug}`,
    image: '/uploads/2026/03/featured.jpg',
    imageAlt: 'The featured image',
    seo: post.seo,
  });
}
const titleOf = (metadata: ReturnType<typeof pageMetadata>) =>
  (metadata.title as { absolute: string }).absolute;

/** The recorded answer as our plugin alone sends it: no Yoast, with the editor's own fields. */
function withoutYoast(own: Record<string, unknown>) {
  const { yoast_head_json: _yoast, yoast_head: _head, ...post } = yoastPost;
  return { ...post, seo: { title: '', description: '', image: null, ...own } };
}

describe('the search title, description and sharing image a page shows', () => {
  it("an editor's own fields: their title whole (brand included), their description and image", () => {
    const metadata = postMetadata(
      withoutYoast({
        title: 'Next.js and WordPress, together | Nexora',
        description:
          'Why editors keep WordPress while visitors get a fast site: how we split a marketing site in two.',
        image: {
          src: 'http://wp.test/wp-content/uploads/2026/03/share.jpg',
          alt: 'A browser and the WordPress editor side by side',
          width: 1200,
          height: 630,
        },
      }),
    );
    expect(titleOf(metadata)).toBe('Next.js and WordPress, together | Nexora');
    expect(metadata.description).toBe(
      'Why editors keep WordPress while visitors get a fast site: how we split a marketing site in two.',
    );
    const image = [
      { url: '/uploads/2026/03/share.jpg', alt: 'A browser and the WordPress editor side by side' },
    ];
    expect(metadata.openGraph).toMatchObject({
      title: 'Next.js and WordPress, together | Nexora',
      images: image,
    });
    expect(metadata.twitter).toMatchObject({ images: image });
  });

  it("with Yoast SEO (a REST answer of its shape) and no own fields: Yoast's title and description, held to the limits", () => {
    const metadata = postMetadata(yoastPost);
    const title = titleOf(metadata);
    expect(title.length).toBeLessThanOrEqual(seo.titleMax);
    expect(title).toMatch(/^Next\.js & headless WordPress, why we use both - Nexora…$/);
    expect(metadata.description).toBe(yoastPost.yoast_head_json.description);
    // The picture stays the page's own: Yoast's title and description are what is taken.
    expect(metadata.openGraph?.images).toEqual([
      { url: '/uploads/2026/03/featured.jpg', alt: 'The featured image' },
    ]);
  });

  it("the editor's own field wins over Yoast's, part by part", () => {
    const choice = seoChoice(
      { title: 'Our own title | Nexora', description: '', image: null },
      yoastPost.yoast_head_json,
    );
    expect(choice).toEqual({
      title: 'Our own title | Nexora',
      description: yoastPost.yoast_head_json.description,
    });
  });

  it('neither: the title, description and image the site writes', () => {
    const metadata = postMetadata(withoutYoast({}));
    expect(titleOf(metadata)).toBe('Why we build marketing sites with Next.js and… | Nexora');
    expect(metadata.description).toBe(
      'Editors keep WordPress; visitors get a fast site. Here is how we split the two.',
    );
    expect(metadata.openGraph?.images).toEqual([
      { url: '/uploads/2026/03/featured.jpg', alt: 'The featured image' },
    ]);
    // An older WordPress without the field, or an odd value, is the same as none.
    expect(seoChoice(undefined)).toEqual({});
    expect(postSchema.parse({ ...withoutYoast({}), seo: 'odd', yoast_head_json: [] })).toMatchObject({
      seo: null,
      yoast_head_json: null,
    });
  });
});
