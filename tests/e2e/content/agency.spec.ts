import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eEnv, signInToWordPress, sitemapPaths, wordpressRest as wordpress } from '../support/e2e-env';
import { removedAfterEach } from '../support/wordpress-content';

/**
 * The agency's side of the site: what a visitor sends is read in wp-admin, and positions close by
 * their own date. Runs in the content project (it adds and removes content).
 */

const env = e2eEnv();
const created = removedAfterEach();

test('an application sent on the site shows every field in the wp-admin inbox, and its résumé downloads byte for byte', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  // A PDF the site accepts by its content, with bytes of its own so the download can be compared.
  const resume = Buffer.concat([
    Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n'),
    Buffer.from(`résumé ${stamp}\n`),
    Buffer.from('trailer <<>>\n%%EOF\n'),
  ]);
  const fields = {
    first_name: 'अनन्या',
    last_name: `देशपांडे ${stamp}`,
    address: 'फ्लॅट ४, राजारामपुरी, कोल्हापूर',
    city: 'Kolhapur',
    state: 'Maharashtra',
    zip: '416008',
    email: `ananya.${stamp}@example.in`,
    phone: '987-654-3210',
    order_notes: 'Available from January; prefers a hybrid team.',
    job_title: 'WordPress Developer',
    // Pasted without https, as people do.
    profile_url: 'linkedin.com/in/ananya-deshpande',
  };
  const sent = await request.post('/api/apply', {
    headers: { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': '198.51.100.88' },
    multipart: {
      ...fields,
      resume: { name: 'Ananya-Deshpande-CV.pdf', mimeType: 'application/pdf', buffer: resume },
    },
  });
  expect([sent.status(), (await sent.json()).message]).toEqual([200, 'Application Submitted Successfully!']);

  await signInToWordPress(page);
  await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-applications`);
  const row = page.getByRole('row').filter({ hasText: fields.last_name });
  await expect(row).toContainText(fields.email);
  await expect(row).toContainText('WordPress Developer');
  await expect(row).toContainText('Kolhapur');
  await expect(row).toContainText('New');
  await row
    .getByRole('link', { name: new RegExp(fields.last_name) })
    .first()
    .click();
  for (const value of [
    fields.first_name,
    fields.address,
    fields.state,
    fields.zip,
    fields.phone,
    fields.order_notes,
  ])
    await expect(page.locator('#wpbody')).toContainText(value);
  // The link the applicant gave opens from the application, as the https address it stands for.
  await expect(page.getByRole('row', { name: /LinkedIn or portfolio/ }).getByRole('link')).toHaveAttribute(
    'href',
    'https://linkedin.com/in/ananya-deshpande',
  );

  const download = page.waitForEvent('download');
  // Under the applicant's and the job's name, not the name the file was sent with.
  const expected = `${fields.first_name}-${fields.last_name.replace(/\s+/g, '-')}-WordPress-Developer.pdf`;
  await page.getByRole('link', { name: `Download ${expected}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(expected);
  const { createReadStream } = await import('node:fs');
  const hash = createHash('sha256');
  for await (const chunk of createReadStream((await file.path())!)) hash.update(chunk as Buffer);
  expect(hash.digest('hex')).toBe(createHash('sha256').update(resume).digest('hex'));
});

test('a position past its own closing date leaves the list and the sitemap, and its page says it is closed', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  const { body: closed } = await wordpress<{ id: number; slug: string }>('careers', {
    method: 'POST',
    body: JSON.stringify({
      title: `Closed role ${stamp}`,
      status: 'publish',
      content: '<p>This role was filled.</p>',
      valid_through: '2026-01-31',
    }),
  });
  created.push(`careers/${closed.id}`);
  const { body: undated } = await wordpress<{ id: number; slug: string }>('careers', {
    method: 'POST',
    body: JSON.stringify({ title: `Undated role ${stamp}`, status: 'publish', content: '<p>Open.</p>' }),
  });
  created.push(`careers/${undated.id}`);

  // The save reaches the site within seconds (revalidation on save).
  await expect
    .poll(async () => (await (await request.get('/careers')).text()).includes(`Undated role ${stamp}`), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await (await request.get('/careers')).text()).not.toContain(`Closed role ${stamp}`);
  const sitemap = await sitemapPaths(baseURL!);
  expect(sitemap).toContain(`/careers/${undated.slug}`);
  expect(sitemap).not.toContain(`/careers/${closed.slug}`);

  const response = await page.goto(`/careers/${closed.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'This position is closed' })).toBeVisible();
  await expect(page.locator('form[action="/api/apply"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
    expect.stringContaining('JobPosting'),
  );
  await page.getByRole('link', { name: 'open positions' }).click();
  await expect(page).toHaveURL(/\/careers$/);

  // A position without a date of its own stays open, with the apply form and its JobPosting.
  await page.goto(`/careers/${undated.slug}`);
  await expect(page.locator('form[action="/api/apply"]')).toHaveCount(1);
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join()).toContain(
    'JobPosting',
  );
});
