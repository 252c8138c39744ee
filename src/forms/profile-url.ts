/**
 * The application form's optional link to a LinkedIn profile, GitHub or a portfolio. Typed without
 * a scheme ("linkedin.com/in/name") it is read as https; anything but a web address with a dotted
 * host name is refused, so HR only ever opens http(s) links.
 */
export const profileUrlMessage = 'Please enter a web address, e.g. https://www.linkedin.com/in/your-name.';

/** The address as it is stored: trimmed, https:// added when no scheme was typed; '' when blank. */
export function normaliseProfileUrl(value: string): string {
  const v = value.trim();
  if (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return `https://${v}`;
}

/** True for an http(s) address whose host name has a dot and no spaces. */
export function isProfileUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}
