import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactDetails } from '@/src/config/site';
import RouteError from './error';
import NotFound from './not-found';

// The 404 page offers the agency's contact details, which the root layout's shell read provides.
vi.mock('@/src/content/pages/shell-content', () => ({
  loadShellContent: async () => ({ contact: contactDetails({}, null) }),
}));

describe('router failure page', () => {
  it("reads 'Unexpected Application Error!' and offers a retry", async () => {
    const reset = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={new Error('boom')} reset={reset} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('404 page', () => {
  it('has the exact texts, a link back home and ways on', async () => {
    render(await NotFound());
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Services/ })).toHaveAttribute('href', '/services');
  });
});
