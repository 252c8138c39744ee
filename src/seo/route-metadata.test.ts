// @vitest-environment node
import { resetServerEnvForTests } from '@/src/config/env';
import { TAGS } from '@/src/content/wordpress/cache-tags';
import seoPages from '@/wordpress/mu-plugins/agency/seo-pages.json' with { type: 'json' };
import { staticPageMetadata, staticPages, type StaticPath } from './pages';
import { routeMetadata } from './route-metadata';

let answer: () => Response;
let requested: { url: string; tags?: string[] }[];
beforeEach(() => {
  requested = [];
  vi.stubEnv('WORDPRESS_URL', 'http://wp.test');
  resetServerEnvForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit & { next?: { tags?: string[] } }) => {
      requested.push({ url: String(url), tags: init.next?.tags });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetServerEnvForTests();
});

const titleOf = (metadata: Awaited<ReturnType<typeof routeMetadata>>) =>
  (metadata.title as { absolute: string }).absolute;

describe("the site's own pages' search title, description and sharing image", () => {
  it('while WordPress cannot be read: the titles and descriptions the site writes', async () => {
    answer = () => new Response('down', { status: 503 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await routeMetadata('/contact')).toEqual(staticPageMetadata('/contact'));
  });

  it("what editors set on WordPress's SEO screen, read under the tag its save refreshes", async () => {
    answer = () =>
      Response.json({
        pages: {
          '/contact': {
            title: 'Talk to our Kolhapur team | Nexora',
            description: '',
            image: {
              src: 'http://wp.test/wp-content/uploads/2026/05/office.jpg',
              alt: 'Our office',
              width: 1200,
              height: 630,
            },
          },
          '/services': { title: '', description: '', image: null },
        },
      });
    const contact = await routeMetadata('/contact');
    // Read with the layout's reads (the shell), so the metadata is ready with the layout.
    expect(requested).toContainEqual({
      url: 'http://wp.test/wp-json/agency/v1/seo-pages',
      tags: [TAGS.seoPages],
    });
    expect(titleOf(contact)).toBe('Talk to our Kolhapur team | Nexora');
    // A field left empty is the site's own.
    expect(contact.description).toBe(staticPageMetadata('/contact').description);
    expect(contact.openGraph?.images).toEqual([{ url: '/uploads/2026/05/office.jpg', alt: 'Our office' }]);
    expect(await routeMetadata('/services')).toEqual(staticPageMetadata('/services'));
  });
});

describe("the SEO screen's list of pages (seo-pages.json, which WordPress reads)", () => {
  it("names the site's own pages with the title and description the site writes for each", () => {
    for (const page of seoPages) {
      if (page.path === '/careers') {
        // Written from the open positions, so there is no fixed one to show.
        expect([page.title, page.description]).toEqual([null, null]);
        continue;
      }
      expect(Object.keys(staticPages), page.path).toContain(page.path);
      const metadata = staticPageMetadata(page.path as StaticPath);
      expect(page.title, page.path).toBe(titleOf(metadata));
      expect(page.description, page.path).toBe(metadata.description);
    }
    const indexable = Object.entries(staticPages).filter(([, page]) => !('noindex' in page));
    expect(seoPages.map((page) => page.path).sort()).toEqual(
      [...indexable.map(([path]) => path), '/careers'].sort(),
    );
  });
});
