import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerImage } from './ServerImage';

const drawing = { src: '/services/web-development.svg', alt: '', width: 960, height: 560 };

describe('ServerImage', () => {
  it("puts a first-screen drawing of the site's own into the page, so it paints with the text", () => {
    const { container } = render(<ServerImage {...drawing} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img.getAttribute('srcset')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '560']);
  });

  it('fetches the same drawing further down the page, where it can wait and be cached', () => {
    const { container } = render(<ServerImage {...drawing} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/services/web-development.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('fetches a first-screen photo through the optimiser', () => {
    const { container } = render(
      <ServerImage src="/portfolio/octans-hero.webp" alt="Octans" width={1600} height={1000} priority />,
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain('/_next/image?url=');
  });
});
