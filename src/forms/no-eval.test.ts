import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The site's CSP has no 'unsafe-eval': a schema that compiled code (zod 4's JIT, or its probe
 * `new Function('')`) would make Chrome report a violation on every form page.
 */
describe('form schemas under a CSP without eval', () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it('validate without ever constructing a Function', async () => {
    const made: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        made.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    // Fresh modules, so nothing zod cached before this test hides a probe.
    vi.resetModules();
    const { contactSchema } = await import('./contact');
    const { applicationSchema } = await import('./application');
    const { newsletterSchema } = await import('./newsletter');
    for (let i = 0; i < 3; i++) {
      expect(contactSchema.safeParse({ name: 'Asha', email: 'asha@example.in', message: 'Hi' }).success).toBe(
        true,
      );
      expect(newsletterSchema.safeParse({ email: 'nope' }).success).toBe(false);
      expect(applicationSchema.safeParse({ first_name: 'A' }).success).toBe(false);
    }
    expect(made).toEqual([]);
  });
});
