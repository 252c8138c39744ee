import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_VERSION } from '@/src/forms/privacy-notice';
import { ContactForm } from './ContactForm';

type Captured = { url: string; body: Record<string, string> };
let captured: Captured[];
let reply: () => Promise<Response>;

beforeEach(() => {
  captured = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      captured.push({ url, body: JSON.parse(String(init.body)) });
      return reply();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText(/Phone/), '+91 98220 00000');
  await user.selectOptions(screen.getByLabelText(/Project type/), 'Online store');
  await user.selectOptions(screen.getByLabelText(/Budget range/), '₹5 to 15 lakh');
  await user.type(screen.getByLabelText('Message'), 'We need an online shop.');
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows the submitting text, then success, and clears the form', async () => {
    let release!: (r: Response) => void;
    reply = () => new Promise((resolve) => (release = resolve));
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // The schema loads on first use, so the submitting state follows a moment after the click.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Submitting, please wait...'));
    expect(captured[0]).toEqual({
      url: '/api/contact',
      body: {
        name: 'Asha Patil',
        email: 'asha@example.in',
        phone: '+91 98220 00000',
        project_type: 'ecommerce',
        budget_range: '5-15-lakh',
        message: 'We need an online shop.',
        website: '',
        recaptcha_token: '',
        // The privacy notice the visitor saw, recorded with the message.
        notice_version: NOTICE_VERSION,
      },
    });
    await act(async () => release(Response.json({ ok: true, message: 'Message Sent Successfully!' })));
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent Successfully!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText(/Project type/)).toHaveValue('');
    expect(screen.getByLabelText(/Budget range/)).toHaveValue('');
  });

  it('tells the visitor before sending how the details are used, linking the privacy policy', () => {
    render(<ContactForm />);
    const notice = screen.getByText(/We use these details only to answer your message/);
    const link = screen.getByRole('link', { name: 'Read our privacy policy' });
    expect(notice).toContainElement(link);
    expect(link).toHaveAttribute('href', '/privacy-policy');
    // Before the button, so it is read before the message is sent.
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends no project type or budget range when none is chosen', async () => {
    reply = async () => Response.json({ ok: true, message: 'Message Sent Successfully!' });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByLabelText(/Project type/)).toHaveDisplayValue('Choose one');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(captured).toHaveLength(1));
    expect(captured[0]!.body).toMatchObject({ project_type: '', budget_range: '' });
  });

  it('shows the server’s message beside a refused choice and keeps it selected', async () => {
    reply = async () =>
      Response.json(
        {
          ok: false,
          message: 'Please correct the highlighted fields.',
          fields: { budget_range: 'Please choose a budget range from the list.' },
        },
        { status: 400 },
      );
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please choose a budget range from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Budget range/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Budget range/)).toHaveValue('5-15-lakh');
    expect(screen.getByLabelText(/Project type/)).toHaveValue('ecommerce');
  });

  it('keeps every typed value when the server fails, and the button works again', async () => {
    reply = async () =>
      Response.json(
        { ok: false, message: 'There was an error submitting the form. Please try again later.' },
        { status: 502 },
      );
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('There was an error submitting the form. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+91 98220 00000');
    expect(screen.getByLabelText(/Project type/)).toHaveValue('ecommerce');
    expect(screen.getByLabelText(/Budget range/)).toHaveValue('5-15-lakh');
    expect(screen.getByLabelText('Message')).toHaveValue('We need an online shop.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(captured).toHaveLength(2);
  });

  it('treats a network failure like a server failure', async () => {
    reply = async () => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('There was an error submitting the form.');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('validates in the browser: marks the fields, focuses the first, sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@');
    expect(captured).toHaveLength(0);
  });
});
