import { describe, expect, it } from 'vitest';
import { thresholds } from '@/src/config/site';
import { headerMode, scrollProgress, scrollTopActive } from './scroll';

describe('header scroll thresholds (site.ts)', () => {
  it('stays at the top up to and including the scrolled threshold', () => {
    expect(headerMode(0)).toBe('top');
    expect(headerMode(thresholds.headerScrolled)).toBe('top');
  });

  it('is scrolled beyond 100 px and sticky only beyond 130 px', () => {
    expect(thresholds.headerScrolled).toBe(100);
    expect(thresholds.stickyHeader).toBe(130);
    expect(headerMode(thresholds.headerScrolled + 1)).toBe('scrolled');
    expect(headerMode(thresholds.stickyHeader)).toBe('scrolled');
    expect(headerMode(thresholds.stickyHeader + 1)).toBe('sticky');
    expect(headerMode(5000)).toBe('sticky');
  });
});

describe('scroll-to-top', () => {
  it('is active only beyond one viewport height', () => {
    expect(scrollTopActive(844, 844)).toBe(false);
    expect(scrollTopActive(845, 844)).toBe(true);
    expect(scrollTopActive(100, 0)).toBe(false);
  });

  it('reports progress between 0 and 1', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
    expect(scrollProgress(50, 800, 1000)).toBe(0);
  });
});
