import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyForm } from './ApplyForm';

let sent: FormData[];
let reply: () => Promise<Response>;
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return reply();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.7\n'], 'cv.pdf', { type: 'application/pdf' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, file: File = pdf()) {
  await user.type(screen.getByLabelText('First name'), 'Ravi');
  await user.type(screen.getByLabelText('Last name'), 'Kulkarni');
  await user.type(screen.getByLabelText('City'), 'Kolhapur');
  await user.type(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Phone'), '987-654-3210');
  await user.upload(screen.getByLabelText('Résumé'), file);
}

describe('ApplyForm', { timeout: 20_000 }, () => {
  it('posts multipart with the job title and résumé, then shows the spec success text', async () => {
    reply = async () => Response.json({ ok: true, message: 'Application Submitted Successfully!' });
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(sent[0]!.get('job_title')).toBe('QA Engineer');
    expect((sent[0]!.get('resume') as File).name).toBe('cv.pdf');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it("shows 'Error submitting application' on failure and keeps the input", async () => {
    reply = async () =>
      Response.json({ ok: false, message: 'Error submitting application' }, { status: 502 });
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Error submitting application');
    expect(screen.getByLabelText('First name')).toHaveValue('Ravi');
    expect(screen.getByLabelText('Phone')).toHaveValue('987-654-3210');
  });

  it('checks the résumé by content as soon as it is chosen and refuses to send it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await fillRequired(user, new File(['GIF89a....'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The résumé must be a PDF, DOC or DOCX document.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText('Résumé')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over 5 MB before upload', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    await fillRequired(user, big);
    expect(await screen.findByText('The résumé must be 5 MB or smaller.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent).toHaveLength(0);
  });

  it('requires first name, last name, city, state and phone', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    for (const text of [
      'First name is required.',
      'Last name is required.',
      'City is required.',
      'State is required.',
      'Phone is required.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('asks for a PIN code in India and a postcode abroad, each checked by its own rule', async () => {
    reply = async () => Response.json({ ok: true, message: 'Application Submitted Successfully!' });
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await fillRequired(user);
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    await user.type(screen.getByLabelText('PIN code (optional)'), '4160');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Next to the field, and as the status line (the only error).
    expect(await screen.findAllByText('A PIN code has 6 digits, e.g. 416003.')).toHaveLength(2);
    expect(screen.getByLabelText('PIN code (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'United Kingdom');
    const postcode = screen.getByLabelText('Postcode (optional)');
    expect(postcode).toHaveAttribute('inputmode', 'text');
    await user.clear(postcode);
    await user.type(postcode, 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect([sent[0]!.get('country'), sent[0]!.get('zip')]).toEqual(['United Kingdom', 'SW1A 1AA']);
  });

  it('sends a LinkedIn or portfolio link, and names a link that is not a web address', async () => {
    reply = async () => Response.json({ ok: true, message: 'Application Submitted Successfully!' });
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    await fillRequired(user);
    const link = screen.getByLabelText('LinkedIn or portfolio (optional)');
    await user.type(link, 'my portfolio');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findAllByText('Please enter a web address, e.g. https://www.linkedin.com/in/your-name.'),
    ).toHaveLength(2);
    expect(link).toHaveValue('my portfolio');
    await user.clear(link);
    await user.type(link, 'https://www.linkedin.com/in/ravi-kulkarni');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
    expect(sent[0]!.get('profile_url')).toBe('https://www.linkedin.com/in/ravi-kulkarni');
  });

  it('shows the chosen résumé by name and size, and takes one dropped on its frame', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ApplyForm jobTitle="QA Engineer" />);
    const input = screen.getByLabelText('Résumé') as HTMLInputElement;
    const cv = new File(['%PDF-1.7\n', new Uint8Array(180 * 1024)], 'Ananya-Kulkarni-CV.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, cv);
    expect(await screen.findByText('Ananya-Kulkarni-CV.pdf, 180 KB')).toBeInTheDocument();

    const dropped = new File(['%PDF-1.7\n'], 'dropped.pdf', { type: 'application/pdf' });
    // jsdom has no DataTransfer: a FileList-like object stands in, as assignable to input.files.
    const files = Object.assign([dropped], { item: (i: number) => [dropped][i] ?? null });
    Object.defineProperty(input, 'files', { configurable: true, writable: true, value: input.files });
    fireEvent.drop(input.parentElement!, { dataTransfer: { files } });
    expect(await screen.findByText('dropped.pdf, 1 KB')).toBeInTheDocument();
    expect(input.files).toBe(files);
  });
});
