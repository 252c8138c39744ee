import { z } from 'zod';

/**
 * The redirects editors keep in WordPress (Tools > Redirects): a path on the site to another path
 * or address, 301 or 302, or 410 for a page that is gone. WordPress refuses loops and chains on save.
 */

export const redirectRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302), z.literal(410)]),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

/** The list as WordPress answers it; a malformed rule is dropped rather than failing the rest. */
export const redirectListSchema = z.object({
  redirects: z.array(z.unknown()).transform((rules) =>
    rules.flatMap((rule) => {
      const parsed = redirectRuleSchema.safeParse(rule);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

/** A path as rules compare it: without a trailing slash (but '/'). */
export const rulePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Rules by their `from` path, for a lookup per request. */
export const indexRules = (rules: readonly RedirectRule[]) =>
  new Map(rules.map((rule) => [rulePath(rule.from), rule] as const));

/**
 * Where a redirect sends a request for `pathname` + `search`: the rule's target with the visitor's
 * query kept when the target has none of its own. Null for a 410 rule.
 */
export function redirectTarget(rule: RedirectRule, search: string): string | null {
  if (rule.status === 410 || !rule.to) return null;
  return rule.to.includes('?') || !search ? rule.to : `${rule.to}${search}`;
}
