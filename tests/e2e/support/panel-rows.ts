import { expect, type Page } from '@playwright/test';

/**
 * The block editor's field panel (wordpress/mu-plugins/agency/site-content-fields.js), driven as an
 * editor does: by the labels it shows.
 */

/** Opens a type's field panel in the editor's sidebar ("Case study details", "Job opening details"). */
export async function openFieldPanel(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: title, exact: true });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** One row of a list: its text (a list of one part), or its parts' values by their labels. */
export type Row = string | Record<string, string>;

/**
 * Makes a list field hold exactly `rows`, as an editor does: "Add result" / "Remove result 3" until
 * the count is right, then each row's inputs. A list is the group named by its label ("Results
 * (required)"); a row of one part is the input named "Skill 2"; a row of several parts is the group
 * "Result 2" whose inputs are named by their part ("Figure", "What it measures"); a part with
 * choices (a benefit card's "Icon", a project detail's "Label") is a select, chosen by value or label.
 *
 * @param list The list's label as shown, e.g. 'Results (required)'.
 * @param item What one row is called, e.g. 'Result'.
 */
export async function fillRows(page: Page, list: string, item: string, rows: readonly Row[]) {
  const group = page.getByRole('group', { name: list, exact: true });
  const noun = item.charAt(0).toLowerCase() + item.slice(1);
  const removeButtons = group.getByRole('button', { name: new RegExp(`^Remove ${noun} \\d+$`) });
  for (let count = await removeButtons.count(); count > rows.length; count--) {
    await group.getByRole('button', { name: `Remove ${noun} ${count}`, exact: true }).click();
  }
  for (let count = await removeButtons.count(); count < rows.length; count++) {
    await group.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
  }
  await expect(removeButtons).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    const name = `${item} ${index + 1}`;
    if (typeof row === 'string') {
      await group.getByLabel(name, { exact: true }).fill(row);
      continue;
    }
    const fields = group.getByRole('group', { name, exact: true });
    for (const [label, value] of Object.entries(row)) {
      const input = fields.getByLabel(label, { exact: true });
      if ((await input.evaluate((node) => node.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
  }
}
