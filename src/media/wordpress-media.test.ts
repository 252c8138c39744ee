import { mediaFile, readMedia, siteMediaHtml, siteMediaUrl } from './wordpress-media';

describe('WordPress media under the site origin', () => {
  it('maps upload URLs of any WordPress address to /uploads/, leaving other URLs alone', () => {
    expect(siteMediaUrl('http://127.0.0.1:9440/wp-content/uploads/2026/11/aurora-grid.jpg')).toBe(
      '/uploads/2026/11/aurora-grid.jpg',
    );
    expect(siteMediaUrl('https://cms.example.com/wp-content/uploads/a.png')).toBe('/uploads/a.png');
    expect(siteMediaUrl('/images/default-image.jpg')).toBe('/images/default-image.jpg');
    expect(siteMediaUrl('https://example.com/photo.jpg')).toBe('https://example.com/photo.jpg');
  });

  it('rewrites every upload URL inside HTML', () => {
    const html =
      '<img src="http://wp.test/wp-content/uploads/a.jpg" srcset="http://wp.test/wp-content/uploads/a-300.jpg 300w, http://wp.test/wp-content/uploads/a-600.jpg 600w">';
    expect(siteMediaHtml(html)).toBe(
      '<img src="/uploads/a.jpg" srcset="/uploads/a-300.jpg 300w, /uploads/a-600.jpg 600w">',
    );
  });

  it('serves images and PDFs only, by plain names', () => {
    expect(mediaFile(['2026', '11', 'aurora-grid.jpg'])).toEqual({
      path: '2026/11/aurora-grid.jpg',
      type: 'image/jpeg',
    });
    expect(mediaFile(['a.webp'])?.type).toBe('image/webp');
    expect(mediaFile(['2026', '..', 'wp-config.php'])).toBeNull();
    expect(mediaFile(['..', 'a.jpg'])).toBeNull();
    expect(mediaFile(['2026', '11', 'brief.pdf'])?.type).toBe('application/pdf');
    expect(mediaFile(['logo.svg'])).toBeNull();
    expect(mediaFile(['page.html'])).toBeNull();
    expect(mediaFile(['shell.php'])).toBeNull();
    expect(mediaFile(['.htaccess'])).toBeNull();
    expect(mediaFile([])).toBeNull();
    expect(mediaFile(['a%2Fb.jpg'])).toBeNull();
  });
});

describe('readMedia', () => {
  const answer = (status: number, type: string, body: BodyInit | null = 'bytes') =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  afterEach(() => vi.unstubAllGlobals());

  it('serves a real file of the kind its name says, with its bytes', async () => {
    vi.stubGlobal('fetch', answer(200, 'image/jpeg'));
    const media = await readMedia(['2026', '11', 'photo.jpg']);
    expect(media.ok && new TextDecoder().decode(media.body)).toBe('bytes');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual' });
  });

  it('answers 404 for a redirect, an empty body or an answer of another kind, so nothing empty is cached for a year', async () => {
    for (const [fake, what] of [
      [answer(301, 'text/html', null), 'redirect'],
      [answer(200, 'image/jpeg', ''), 'empty'],
      [answer(200, 'text/html; charset=UTF-8', '<html>'), 'html page'],
      [answer(404, 'text/html', 'missing'), 'missing'],
    ] as const) {
      vi.stubGlobal('fetch', fake);
      expect(await readMedia(['2099', '01', 'future.jpg']), what).toEqual({ ok: false, status: 404 });
    }
  });

  it('answers 502 while WordPress fails', async () => {
    vi.stubGlobal('fetch', answer(503, 'text/html'));
    expect(await readMedia(['2026', '11', 'photo.png'])).toEqual({ ok: false, status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))),
    );
    expect(await readMedia(['2026', '11', 'photo.png'])).toEqual({ ok: false, status: 502 });
  });

  it('tries a failed read once more, so a WordPress busy for a moment costs no image', async () => {
    let asked = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        asked += 1;
        if (asked === 1) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        return new Response('bytes', { headers: { 'content-type': 'image/jpeg' } });
      }),
    );
    const media = await readMedia(['2026', '11', 'busy.jpg']);
    expect(media.ok).toBe(true);
    expect(asked).toBe(2);
  });

  it('reads an upload once for all the widths asked for at once, and keeps it a while', async () => {
    const fake = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response('bytes', { headers: { 'content-type': 'image/jpeg' } });
    });
    vi.stubGlobal('fetch', fake);
    const widths = await Promise.all(Array.from({ length: 6 }, () => readMedia(['2026', '11', 'cover.jpg'])));
    expect(widths.every((media) => media.ok)).toBe(true);
    expect((await readMedia(['2026', '11', 'cover.jpg'])).ok).toBe(true);
    expect(fake).toHaveBeenCalledTimes(1);
  });
});
