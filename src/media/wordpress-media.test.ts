import { mediaFile, siteMediaHtml, siteMediaUrl } from './wordpress-media';

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
