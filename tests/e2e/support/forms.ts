import { expect, type Page, type TestInfo } from '@playwright/test';
import { adminAuth, e2eEnv } from './e2e-env';

/** The forms' pages and what their tests send, shared by the journeys and the HTTP-level checks. */

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const SIX_MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]);
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js*';

/** Every test gets its own client address, so the per-address rate limit only bites where we ask it to. */
let addressCounter = 0;
export function uniqueAddress(info: TestInfo): string {
  addressCounter++;
  return `10.${{ mobile: 1, desktop: 2 }[info.project.name] ?? 3}.${info.workerIndex % 250}.${addressCounter % 250}`;
}
export const unique = (info: TestInfo, label: string) =>
  `${label}-${info.project.name}-${Date.now()}-${addressCounter}@example.in`;

/** Google's reCAPTCHA script answered by a local stand-in that hands out a recognisable token. */
export async function fakeRecaptchaScript(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(RECAPTCHA_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: "window.grecaptcha={ready:function(c){c()},execute:function(k,o){return Promise.resolve('e2e-token-'+o.action)}};",
    });
  });
  return requested;
}

export async function readBack(
  type: 'contact' | 'newsletter' | 'application',
): Promise<Record<string, unknown>[]> {
  const env = e2eEnv();
  const response = await fetch(
    `${env.wordpressUrl}/wp-json/agency/v1/submissions?type=${type}&per_page=100`,
    { headers: adminAuth(env) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items;
}

/** Forms set novalidate once hydrated: before that a click would post natively, not through our script. */
export async function hydrated(page: Page, selector = 'form[action^="/api/"]') {
  for (const form of await page.locator(selector).all()) await expect(form).toHaveAttribute('novalidate', '');
}

export const contactForm = (page: Page) => page.locator('form[action="/api/contact"]');
export const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });
export const applyForm = (page: Page) => page.locator('form[action="/api/apply"]');

export async function fillContact(page: Page, email: string, message = 'We would like a quote for a shop.') {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Asha Patil');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98220 00000');
  await form.getByLabel('Project type').selectOption({ label: 'Web application or portal' });
  await form.getByLabel('Budget range').selectOption({ label: '₹5 to 15 lakh' });
  await form.getByLabel('Message').fill(message);
}

export async function fillApplication(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = applyForm(page);
  await form.getByLabel('First name').fill('Ravi');
  await form.getByLabel('Last name').fill('Kulkarni');
  await form.getByLabel('Address').fill('12 MG Road');
  await form.getByLabel('City').fill('Kolhapur');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('PIN code').fill('416001');
  await form.getByLabel('Phone').fill('987-654-3210');
  await form.getByLabel('Résumé').setInputFiles(file);
}
