import { applicationSchema } from './application';
import { contactSchema } from './contact';
import { budgetRangeOptions, projectTypeOptions } from './contact-choices';
import { fieldErrors } from './fields';
import { newsletterSchema } from './newsletter';
import { NOTICE_VERSION } from './privacy-notice';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('the privacy notice version of each form', () => {
  it('is kept when it is one the site has shown, and refused with a clear message otherwise', () => {
    const contact = { name: 'A', email: 'a@b.in', message: 'x' };
    expect(contactSchema.parse({ ...contact, notice_version: NOTICE_VERSION }).notice_version).toBe(
      NOTICE_VERSION,
    );
    expect(newsletterSchema.parse({ email: 'a@b.in', notice_version: NOTICE_VERSION }).notice_version).toBe(
      NOTICE_VERSION,
    );
    expect(errorsOf(newsletterSchema.safeParse({ email: 'a@b.in', notice_version: '1999-01-01' }))).toEqual({
      notice_version: 'This form is out of date. Please reload the page and send it again.',
    });
  });
});

describe('contact schema', () => {
  it('accepts name, email and message, phone optional, and trims', () => {
    const parsed = contactSchema.parse({
      name: '  Asha Patil ',
      email: 'asha@example.in',
      message: 'Need an app',
    });
    expect(parsed).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.in',
      phone: '',
      project_type: '',
      budget_range: '',
      message: 'Need an app',
    });
  });

  it('takes an optional project type and budget range from their lists', () => {
    const valid = { name: 'A', email: 'a@b.in', message: 'x' };
    expect(
      contactSchema.parse({ ...valid, project_type: 'web-application', budget_range: '5-15-lakh' }),
    ).toMatchObject({ project_type: 'web-application', budget_range: '5-15-lakh' });
    expect(contactSchema.parse({ ...valid, project_type: '', budget_range: '' })).toMatchObject({
      project_type: '',
      budget_range: '',
    });
    for (const { value } of projectTypeOptions)
      expect(contactSchema.safeParse({ ...valid, project_type: value }).success).toBe(true);
    for (const { value } of budgetRangeOptions)
      expect(contactSchema.safeParse({ ...valid, budget_range: value }).success).toBe(true);
  });

  it('refuses a project type or budget range not in the list, naming the field', () => {
    const valid = { name: 'A', email: 'a@b.in', message: 'x' };
    expect(
      errorsOf(contactSchema.safeParse({ ...valid, project_type: 'blockchain', budget_range: '1 crore' })),
    ).toEqual({
      project_type: 'Please choose a project type from the list.',
      budget_range: 'Please choose a budget range from the list.',
    });
    expect(
      errorsOf(contactSchema.safeParse({ ...valid, project_type: 42, budget_range: ['2-5-lakh'] })),
    ).toEqual({
      project_type: 'Please choose a project type from the list.',
      budget_range: 'Please choose a budget range from the list.',
    });
  });

  it('names each missing or bad field', () => {
    expect(errorsOf(contactSchema.safeParse({ name: ' ', email: 'nope', message: '' }))).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      message: 'Message is required.',
    });
    expect(
      errorsOf(contactSchema.safeParse({ name: 'A', email: 'a@b.in', message: 'x', phone: 'call me' })),
    ).toEqual({
      phone: 'Please enter a valid phone number.',
    });
  });

  it('refuses over-long messages', () => {
    const long = contactSchema.safeParse({ name: 'A', email: 'a@b.in', message: 'x'.repeat(5001) });
    expect(errorsOf(long).message).toMatch(/at most 5000/);
  });
});

describe('application schema', () => {
  const valid = {
    first_name: 'Ravi',
    last_name: 'Kulkarni',
    city: 'Kolhapur',
    state: 'Maharashtra',
    phone: '987-654-3210',
    job_title: 'QA Engineer',
  };

  it('requires first name, last name, city, state and phone; the rest is optional', () => {
    expect(applicationSchema.parse(valid)).toMatchObject({
      ...valid,
      email: '',
      address: '',
      zip: '',
      country: 'India',
      profile_url: '',
      order_notes: '',
    });
    expect(Object.keys(errorsOf(applicationSchema.safeParse({ job_title: 'QA' })))).toEqual([
      'first_name',
      'last_name',
      'city',
      'state',
      'phone',
    ]);
  });

  it('type-checks the optional email, and the PIN code as six digits in India', () => {
    expect(errorsOf(applicationSchema.safeParse({ ...valid, email: 'ravi@', zip: '41A' }))).toEqual({
      email: 'Please enter a valid email address.',
      zip: 'A PIN code has 6 digits, e.g. 416003.',
    });
    for (const zip of ['4160', '016003', '4160031'])
      expect(errorsOf(applicationSchema.safeParse({ ...valid, zip })).zip, zip).toBe(
        'A PIN code has 6 digits, e.g. 416003.',
      );
    for (const zip of ['416003', '416 003'])
      expect(applicationSchema.parse({ ...valid, country: 'India', zip }).zip).toBe(zip);
  });

  it('takes a foreign postcode when the applicant lives outside India', () => {
    for (const [country, zip] of [
      ['United Kingdom', 'SW1A 1AA'],
      ['Canada', 'K1A 0B6'],
      ['Germany', '10115'],
      ['Netherlands', '1011 AB'],
    ] as const)
      expect(applicationSchema.parse({ ...valid, country, zip }).zip, country).toBe(zip);
    expect(errorsOf(applicationSchema.safeParse({ ...valid, country: 'Germany', zip: '10115!' })).zip).toBe(
      'Please enter a valid postcode: letters, digits, spaces or hyphens.',
    );
  });

  it('keeps a LinkedIn or portfolio link as an https address, and refuses what is not a web address', () => {
    expect(applicationSchema.parse({ ...valid, profile_url: 'linkedin.com/in/ananya-k' }).profile_url).toBe(
      'https://linkedin.com/in/ananya-k',
    );
    expect(
      applicationSchema.parse({ ...valid, profile_url: ' https://ananya.design/work ' }).profile_url,
    ).toBe('https://ananya.design/work');
    for (const profile_url of [
      'javascript:alert(1)',
      'ftp://files.example.com',
      'my portfolio',
      'https://localhost',
    ])
      expect(errorsOf(applicationSchema.safeParse({ ...valid, profile_url })).profile_url, profile_url).toBe(
        'Please enter a web address, e.g. https://www.linkedin.com/in/your-name.',
      );
  });

  it('reports the PIN code with the other fields in one pass', () => {
    const errors = errorsOf(applicationSchema.safeParse({ job_title: 'QA', zip: '12' }));
    expect(errors.zip).toBe('A PIN code has 6 digits, e.g. 416003.');
    expect(errors.first_name).toBe('First name is required.');
  });
});

describe('newsletter schema', () => {
  it('needs a valid email', () => {
    expect(newsletterSchema.parse({ email: ' me@site.in ' })).toEqual({ email: 'me@site.in' });
    expect(errorsOf(newsletterSchema.safeParse({ email: '' })).email).toBe('Email is required.');
  });
});
