import type { FormAnswer } from '@/src/forms/answer';

/**
 * Posts a form to one of our endpoints and reads its JSON answer. A network failure or an answer
 * that is not ours becomes { ok: false } with the form's own error text, so the UI always settles.
 */
export async function postForm(
  url: string,
  body: FormData | Record<string, string>,
  fallbackError: string,
): Promise<FormAnswer> {
  try {
    const isForm = body instanceof FormData;
    const response = await fetch(url, {
      method: 'POST',
      headers: isForm
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as Partial<FormAnswer> | null;
    if (!data || typeof data.message !== 'string') return { ok: false, message: fallbackError };
    return {
      ok: response.ok && data.ok === true,
      message: data.message,
      fields: data.fields,
      result: data.result,
      calendar: typeof data.calendar === 'string' ? data.calendar : undefined,
    };
  } catch {
    return { ok: false, message: fallbackError };
  }
}
