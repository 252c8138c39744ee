import { expect, test, type Locator, type Page } from '@playwright/test';
import { portraitAlt } from '../../src/content/portrait';
import { publishedTeam, publishedTestimonials } from './support/content';

/**
 * People on the site: every team member and every client quoted shows a portrait that loads, with
 * alt text naming them, beside their name and role (clients: and company).
 */

/** The picture has arrived and decoded (a broken or blocked image has no natural width). */
async function expectPictureLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** Every portrait of the page answers as an SVG picture (slides off screen included). */
async function expectPortraitsServed(page: Page, srcs: string[]) {
  for (const src of new Set(srcs)) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toContain('image/svg+xml');
  }
}

test('about: the team of three and the co-founder, each with a portrait, name and role', async ({ page }) => {
  await page.goto('/about');
  const team = await publishedTeam();
  const members = page.locator('section[aria-labelledby="team-title"] li');
  await expect(members).toHaveCount(team.length);
  for (const [i, member] of team.entries()) {
    const card = members.nth(i);
    const portrait = card.getByRole('img', { name: portraitAlt(member.name) });
    await expectPictureLoaded(portrait);
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(card).toContainText(member.role);
    await expect(card.getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      `/team-details#${member.slug}`,
    );
  }
  await expectPictureLoaded(
    page.locator('main figure').getByRole('img', { name: portraitAlt(team[0]!.name) }),
  );
});

test('about: every client quoted has a portrait with their name, role and company', async ({ page }) => {
  await page.goto('/about');
  const feedback = page.getByRole('region', { name: 'Clients feedback' });
  await feedback.scrollIntoViewIfNeeded();
  const srcs: string[] = [];
  const testimonials = await publishedTestimonials();
  expect(testimonials.length).toBeGreaterThanOrEqual(4);
  for (const t of testimonials) {
    const card = feedback
      .locator('figure')
      .filter({ hasText: t.quote.slice(0, 40) })
      .first();
    const portrait = card.getByRole('img', { name: portraitAlt(t.name) });
    await expect(portrait).toHaveCount(1);
    srcs.push((await portrait.getAttribute('src'))!);
    await expect(card.locator('figcaption')).toContainText(t.name);
    await expect(card.locator('figcaption')).toContainText(`${t.role}, ${t.company}`);
  }
  await expectPortraitsServed(page, srcs);
  // The slides on screen have their pictures in place.
  const shown = feedback.locator('figure img').filter({ visible: true });
  await expect(shown.first()).toBeVisible();
  for (const img of await shown.all()) if (await img.isVisible()) await expectPictureLoaded(img);
});

test('team details: a profile per member with portrait, name, role and expertise', async ({ page }) => {
  await page.goto('/team-details');
  const team = await publishedTeam();
  expect(team.length).toBeGreaterThanOrEqual(3);
  for (const member of team) {
    const profile = page.locator(`section#${member.slug}`);
    await expectPictureLoaded(profile.getByRole('img', { name: portraitAlt(member.name) }));
    await expect(profile.getByRole('heading', { level: 2 })).toHaveText(member.name);
    await expect(profile).toContainText(member.role);
    await expect(
      profile.getByRole('list', { name: `${member.name}'s expertise` }).getByRole('listitem'),
    ).toHaveCount(member.expertise.length);
  }
});

test('home: the testimonial on screen shows its client’s portrait', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const shown = carousel.locator('figure img').filter({ visible: true }).first();
  await expectPictureLoaded(shown);
  const alt = await shown.getAttribute('alt');
  const testimonials = await publishedTestimonials();
  expect(testimonials.slice(0, 2).map((t) => portraitAlt(t.name))).toContain(alt);
});
