import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contactDetails } from '@/src/config/site';
import { CommentStatus } from './CommentStatus';
import { PostContactStrip, postContactId } from './PostContactStrip';

// The phone editors set in WordPress (the site's reader is mocked here).
vi.mock('@/src/content/contact', () => ({
  siteContact: async () =>
    contactDetails({ CONTACT_EMAIL: 'hello@example.in', CONTACT_PHONE: '+91 231 265 4400' }),
}));

describe('the end of a post', () => {
  it('invites the reader to write or call', async () => {
    render(await PostContactStrip());
    const strip = screen.getByRole('region', { name: 'Thoughts on this, or a project like it?' });
    expect(strip).toHaveAttribute('id', postContactId);
    expect(strip).toHaveTextContent('reply within one working day');
    expect(within(strip).getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(strip).getByRole('link', { name: 'Call +91 231 265 4400' })).toHaveAttribute(
      'href',
      'tel:+912312654400',
    );
  });
});

describe('the comment status', () => {
  it('on an open post, says what a reader can do and leads to the contact strip', () => {
    const { container } = render(<CommentStatus status="open" />);
    expect(container).toHaveTextContent('No comments yet: share your thoughts');
    expect(container).not.toHaveTextContent('Comments open');
    expect(screen.getByRole('link', { name: 'share your thoughts' })).toHaveAttribute(
      'href',
      `#${postContactId}`,
    );
  });

  it('on a closed post, says comments are closed', () => {
    const { container } = render(<CommentStatus status="closed" />);
    expect(container).toHaveTextContent('Comments closed');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
