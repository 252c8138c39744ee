/**
 * The application form's PIN code. Most applicants live in India, where a PIN code is six digits,
 * the first not 0 (written "416003" or "416 003"); someone applying from abroad types the postcode
 * of their country (UK "SW1A 1AA", Canada "K1A 0B6", Germany "10115"), which must not be refused.
 * The country field decides which rule applies; left blank it means India, the form's default.
 */
export const INDIA = 'India';

/** India by its name, Hindi name or ISO codes, or no country given. */
export const isIndia = (country: string) => /^\s*(india|bharat|भारत|in|ind)?\s*$/i.test(country);

const PIN_CODE = /^[1-9]\d{2} ?\d{3}$/;
/** Letters, digits, spaces and hyphens, 3 to 10 characters, starting and ending with a letter or digit. */
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export const postalCodeMessages = {
  pin: 'A PIN code has 6 digits, e.g. 416003.',
  postcode: 'Please enter a valid postcode: letters, digits, spaces or hyphens.',
} as const;

/** Why `code` is not a postal code of `country`, or null when it is (or is left blank: it is optional). */
export function postalCodeError(code: string, country: string): string | null {
  const value = code.trim();
  if (value === '') return null;
  if (isIndia(country)) return PIN_CODE.test(value) ? null : postalCodeMessages.pin;
  return POSTCODE.test(value) ? null : postalCodeMessages.postcode;
}
