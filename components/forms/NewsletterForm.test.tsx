import { act, fireEvent, render, screen } from '@testing-library/react';
import { timings } from '@/src/config/site';
import { NewsletterForm } from './NewsletterForm';

let reply: () => Promise<Response>;
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
  it('posts natively until its script runs, then checks and sends it itself', () => {
    render(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(form).toHaveAttribute('method', 'post');
    // Rendered by React in the test, the enhancement has run: the script now checks the address.
    expect(form).toHaveAttribute('novalidate');
  });

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
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'me@site.in', website: '' });
    await act(async () => vi.advanceTimersByTime(timings.newsletterMessageFade - 100));
    expect(response).not.toHaveAttribute('data-faded');
    await act(async () => vi.advanceTimersByTime(200));
    expect(response).toHaveAttribute('data-faded');
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

  it('says the sign-up failed when the answer is not ours', async () => {
    reply = async () => new Response('<html>proxy error</html>', { status: 502 });
    render(<NewsletterForm />);
    await subscribe('me@site.in');
    expect(
      await screen.findByText('The subscription could not be completed. Please try again later.'),
    ).toHaveAttribute('data-state', 'errored');
  });

  it('checks the address before sending', async () => {
    reply = async () => Response.json({});
    render(<NewsletterForm />);
    await subscribe('not-an-email');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    const input = screen.getByLabelText('Subscribe to our newsletter');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    await subscribe('');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
