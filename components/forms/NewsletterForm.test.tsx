import { act, fireEvent, render, screen } from '@testing-library/react';
import { timings } from '@/src/config/site';
import { NewsletterForm } from './NewsletterForm';

let reply: () => Promise<Response>;
beforeAll(async () => {
  // The form loads its schema on first submit; load it once up front so timings start at the reply.
  await Promise.all([import('@/src/forms/newsletter'), import('@/src/forms/fields')]);
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply()),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function subscribe(email: string) {
  fireEvent.change(screen.getByLabelText('Subscribe to our newsletter'), { target: { value: email } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Newsletter sign-up' }));
  });
}

describe('NewsletterForm', () => {
  it("shows the service's msg, marks form and response successed, and fades the message after 10 s", async () => {
    reply = async () => Response.json({ ok: true, result: 'success', message: 'Thank you for subscribing!' });
    render(<NewsletterForm />);
    await subscribe('me@site.in');
    const response = await screen.findByText('Thank you for subscribing!');
    expect(response).toHaveAttribute('data-state', 'successed');
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toHaveAttribute(
      'data-state',
      'successed',
    );
    await act(async () => vi.advanceTimersByTime(timings.newsletterMessageFade - 100));
    expect(response.className).not.toMatch(/faded/);
    await act(async () => vi.advanceTimersByTime(200));
    expect(response.className).toMatch(/faded/);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });

  it('marks errored with the service msg and keeps the address', async () => {
    reply = async () =>
      Response.json(
        { ok: false, result: 'error', message: 'me@site.in is already subscribed.' },
        { status: 400 },
      );
    render(<NewsletterForm />);
    await subscribe('me@site.in');
    expect(await screen.findByText('me@site.in is already subscribed.')).toHaveAttribute(
      'data-state',
      'errored',
    );
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('me@site.in');
  });

  it('checks the address before sending', async () => {
    reply = async () => Response.json({});
    render(<NewsletterForm />);
    await subscribe('not-an-email');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
