/**
 * Every journey runs at 1440 px; those whose layout, controls or pointer differ on a phone are
 * tagged to run at 390 px (with touch) as well (playwright.config.ts, project `mobile`).
 */
export const BOTH_WIDTHS = { tag: '@both-widths' } as const;
