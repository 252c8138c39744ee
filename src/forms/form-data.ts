/**
 * Form helpers without zod, so a component that only needs these (the footer's newsletter form, on
 * every page) keeps zod out of the first-load JavaScript and loads its schema when first submitted.
 */

/** Name of the hidden honeypot input every form carries; people never fill it, naive bots do. */
export const HONEYPOT_FIELD = 'website';

export type FieldErrors = Record<string, string>;

/** Digits, spaces and + ( ) - . only; 6 to 20 characters (what the WordPress endpoint accepts too). */
export const PHONE_PATTERN = /^[0-9+()\-.\s]{6,20}$/;

/** Plain object of the string entries of a FormData (files are handled separately). */
export function formDataStrings(data: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === 'string') out[key] = value;
  return out;
}
