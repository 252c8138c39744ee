/**
 * True when a URL points at this machine (127.0.0.0/8, ::1 or localhost): the embedded WordPress
 * and test doubles. Decided on the parsed host name, so 'https://127.0.0.1.evil.example' is not.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
