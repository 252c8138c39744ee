import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientWords } from './ClientWords';

describe('ClientWords', () => {
  it('quotes the client with their name, role and company; the small portrait is decorative', () => {
    const { container } = render(
      <ClientWords
        testimonial={{
          quote: 'Our dealers stopped calling us for prices.',
          name: 'Prakash Jadhav',
          role: 'Managing Director',
          company: 'Raylite Electricals',
          rating: 5,
          caseStudy: 'raylite',
          image: '/team/clients/prakash-jadhav.svg',
          imageAlt: 'Portrait of Prakash Jadhav',
        }}
      />,
    );
    expect(container.querySelector('blockquote')).toHaveTextContent(
      'Our dealers stopped calling us for prices.',
    );
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'Prakash JadhavManaging Director, Raylite Electricals',
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
