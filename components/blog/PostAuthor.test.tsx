import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portraitAlt } from '@/src/content/portrait';
import type { TeamMember } from '@/src/content/wordpress/team';
import { PostAuthor } from './PostAuthor';

// The team as editors keep it in WordPress (the site's reader is mocked here).
const sneha: TeamMember = {
  slug: 'sneha-patil',
  name: 'Sneha Patil',
  role: 'Design Lead',
  short: 'Designs interfaces from research, for every screen and every user.',
  bio: [],
  expertise: [],
  image: '/team/sneha-patil.svg',
  imageAlt: portraitAlt('Sneha Patil'),
};
vi.mock('@/src/content/team', async (original) => ({
  ...(await original<typeof import('@/src/content/team')>()),
  teamOrNone: async () => [sneha],
}));

/** PostAuthor is a server component that reads the team first. */
const renderAuthor = async (props: Parameters<typeof PostAuthor>[0]) => render(await PostAuthor(props));

describe('PostAuthor', () => {
  it('a team member’s card: portrait with alt text, name linking to their profile, role and bio', async () => {
    await renderAuthor({ author: { id: 5, name: sneha.name, slug: sneha.slug }, variant: 'card' });
    const card = screen.getByRole('region', { name: sneha.name });
    expect(card).toContainElement(screen.getByRole('img', { name: portraitAlt(sneha.name) }));
    expect(screen.getByRole('heading', { level: 2, name: sneha.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sneha.name })).toHaveAttribute(
      'href',
      `/team-details#${sneha.slug}`,
    );
    expect(card).toHaveTextContent(sneha.role);
    expect(card).toHaveTextContent(sneha.short);
  });

  it('the byline: the picture is decorative, the name and role carry it', async () => {
    const { container } = await renderAuthor({
      author: { id: 5, name: sneha.name, slug: sneha.slug },
      variant: 'byline',
    });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container).toHaveTextContent(`By ${sneha.name}${sneha.role}`);
  });

  it('the short bio is the author’s own from WordPress, the team’s one line when they wrote none', async () => {
    const bio = 'Tests every design with the people who will use it.';
    await renderAuthor({ author: { id: 5, name: sneha.name, slug: sneha.slug, bio }, variant: 'card' });
    const card = screen.getByRole('region', { name: sneha.name });
    expect(card).toHaveTextContent(bio);
    expect(card).not.toHaveTextContent(sneha.short);
    expect(card).toHaveTextContent(sneha.role);
  });

  it('an author outside the team shows their name and WordPress bio', async () => {
    const bio = 'Designers, developers and marketers writing about the work we do every day.';
    await renderAuthor({
      author: { id: 3, name: 'Nexora Editorial Team', slug: 'nexora-editorial', bio },
      variant: 'card',
    });
    expect(screen.getByRole('region', { name: 'Nexora Editorial Team' })).toHaveTextContent(bio);
  });

  it('an author outside the team shows by name, with initials instead of a picture', async () => {
    const { container } = await renderAuthor({
      author: { id: 3, name: 'Nexora Editorial Team', slug: 'nexora-editorial' },
      variant: 'card',
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nexora Editorial Team');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('NE');
  });
});
