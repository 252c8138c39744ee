import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portraitAlt, team } from '@/src/content/pages/team';
import { PostAuthor } from './PostAuthor';

const sneha = team.find((m) => m.slug === 'sneha-patil')!;

describe('PostAuthor', () => {
  it('a team member’s card: portrait with alt text, name linking to their profile, role and bio', () => {
    render(<PostAuthor author={{ id: 5, name: sneha.name, slug: sneha.slug }} variant="card" />);
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

  it('the byline: the picture is decorative, the name and role carry it', () => {
    const { container } = render(
      <PostAuthor author={{ id: 5, name: sneha.name, slug: sneha.slug }} variant="byline" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container).toHaveTextContent(`By ${sneha.name}${sneha.role}`);
  });

  it('an author outside the team shows by name, with initials instead of a picture', () => {
    const { container } = render(
      <PostAuthor
        author={{ id: 3, name: 'Nexora Editorial Team', slug: 'nexora-editorial' }}
        variant="card"
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nexora Editorial Team');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('NE');
  });
});
