import { formLimits } from '@/src/config/site';

/**
 * reCAPTCHA v3 in the browser. The script is requested only when a form is first focused, and only
 * when a site key is configured; a token is then fetched on submit. If Google cannot be reached the
 * token is '' and the server decides (it refuses only when it has a secret to verify with).
 */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

const SCRIPT_ID = 'recaptcha-v3';
const LOAD_TIMEOUT_MS = 8000;
let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string | undefined): Promise<Grecaptcha> | null {
  if (!siteKey || typeof document === 'undefined') return null;
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const w = window as RecaptchaWindow;
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA did not load')), LOAD_TIMEOUT_MS);
    const done = () => {
      if (!w.grecaptcha) return reject(new Error('reCAPTCHA missing'));
      w.grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(w.grecaptcha!);
      });
    };
    if (w.grecaptcha) return done();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = done;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  // A failed load may be retried on the next focus.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function recaptchaToken(siteKey: string | undefined): Promise<string> {
  const pending = loadRecaptcha(siteKey);
  if (!pending || !siteKey) return '';
  try {
    const grecaptcha = await pending;
    return await grecaptcha.execute(siteKey, { action: formLimits.recaptchaAction });
  } catch (error) {
    console.warn('reCAPTCHA unavailable:', (error as Error).message);
    return '';
  }
}
