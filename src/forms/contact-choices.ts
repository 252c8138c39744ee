import choices from '@/wordpress/mu-plugins/agency/contact-choices.json' with { type: 'json' };

/**
 * The contact form's optional lead questions: the options' values (what is stored and sent to
 * HubSpot) and labels (what the visitor and the wp-admin inbox read). One file, read by WordPress
 * too, so both sides accept the same values. No zod here: the form imports it with the page.
 */
export type ProjectType = keyof typeof choices.project_type;
export type BudgetRange = keyof typeof choices.budget_range;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export const projectTypeOptions = options(choices.project_type);
export const budgetRangeOptions = options(choices.budget_range);
