import { decodeComponent } from '@/src/lib/url';

/**
 * One cookie's value from a request's Cookie header, or null. A value that is not valid
 * percent-encoding (cookies are set by third-party scripts too) counts as absent, never as an error.
 */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeComponent(rest.join('=')) || null;
  }
  return null;
}
