import { describe, expect, it } from 'vitest';
import { serviceRoutes } from '@/src/config/site';
import { mainMenu } from '@/src/config/menus';
import { ariaCurrent, isCurrentPage, isInSection, normalizePath } from './navigation';

const item = (href: string) => {
  const found = mainMenu.find((entry) => entry.href === href);
  if (!found) throw new Error(`no menu item ${href}`);
  return found;
};
const services = item('/services');

describe('menu active-link logic', () => {
  it('marks only the exact page as the current page', () => {
    expect(ariaCurrent('/about', item('/about'))).toBe('page');
    expect(ariaCurrent('/about/', item('/about'))).toBe('page');
    expect(ariaCurrent('/contact', item('/about'))).toBeUndefined();
  });

  it('highlights Home on the home page only, not on every route', () => {
    expect(ariaCurrent('/', item('/'))).toBe('page');
    for (const path of ['/about', '/blog', '/services/ui-design'])
      expect(ariaCurrent(path, item('/'))).toBeUndefined();
  });

  it('makes Services current on each of its seven service pages, and the entry itself the page', () => {
    expect(services.children).toHaveLength(serviceRoutes.length);
    for (const child of services.children ?? []) {
      expect(ariaCurrent(child.href, services)).toBe('true');
      expect(ariaCurrent(child.href, child)).toBe('page');
    }
    expect(ariaCurrent('/services', services)).toBe('page');
  });

  it('does not confuse sections that share a prefix', () => {
    expect(isInSection('/services-overview', services)).toBe(false);
    expect(isInSection('/blogger', item('/blog'))).toBe(false);
    expect(isCurrentPage('/services/web-development', '/services/website-development')).toBe(false);
  });

  it('keeps the blog, careers and about sections current on their deeper and alias routes', () => {
    expect(ariaCurrent('/blog/tags/react', item('/blog'))).toBe('true');
    expect(ariaCurrent('/blog/web/launch-checklist', item('/blog'))).toBe('true');
    expect(ariaCurrent('/tags/react', item('/blog'))).toBe('true');
    expect(ariaCurrent('/careers/frontend-developer', item('/careers'))).toBe('true');
    expect(ariaCurrent('/team-details', item('/about'))).toBe('true');
    expect(ariaCurrent('/portfolio/octans', item('/portfolio'))).toBe('true');
  });

  it('ignores query strings and hashes', () => {
    expect(normalizePath('/blog?search=x')).toBe('/blog');
    expect(normalizePath('/about#team')).toBe('/about');
    expect(ariaCurrent('/blog?search=react', item('/blog'))).toBe('page');
  });
});
