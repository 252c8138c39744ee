import 'server-only';
import { serverEnv } from '@/src/config/env';

/**
 * The reCAPTCHA site key is public by design (it is in every page that uses reCAPTCHA); server
 * components read it and pass it to the form islands as a prop. The secret never leaves the server.
 */
export function publicRecaptchaSiteKey(): string | undefined {
  return serverEnv().RECAPTCHA_SITE_KEY;
}
