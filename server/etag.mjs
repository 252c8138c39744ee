/**
 * Validators and Vary for the documents the server compresses itself. Next gives a page one strong
 * ETag for its bytes; its Brotli, gzip and plain forms are different bytes, so each gets its own
 * ETag (the encoding appended), and a shared cache keys them apart by Vary: Accept-Encoding, added
 * to what Next already varies on (rsc, next-router-state-tree, ...).
 */

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * The ETag of the `encoding` form of a body whose plain ETag is `etag`.
 * @param {string} etag
 * @param {Encoding | undefined} encoding
 */
export function encodingEtag(etag, encoding) {
  if (!encoding) return etag;
  const match = /^(W\/)?"(.*)"$/.exec(etag);
  return match ? `${match[1] ?? ''}"${match[2]}-${encoding}"` : etag;
}

/**
 * If-None-Match as Next must see it: the plain ETags of the validators that name this encoding's
 * form, or the plain form (sent unencoded: an image, a small body, a client that takes no encoding);
 * validators of another encoding are dropped, so they never match. Undefined when nothing is left.
 * @param {string | undefined} ifNoneMatch
 * @param {Encoding | undefined} encoding
 */
export function requestEtags(ifNoneMatch, encoding) {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === '*') return '*';
  /** @type {string[]} */
  const kept = [];
  for (const tag of ifNoneMatch.split(',').map((t) => t.trim())) {
    const match = /^(W\/)?"(.*?)(?:-(br|gzip))?"$/.exec(tag);
    if (!match) continue;
    if (match[3] !== undefined && match[3] !== encoding) continue;
    kept.push(`${match[1] ?? ''}"${match[2]}"`);
  }
  return kept.length ? kept.join(', ') : undefined;
}

/**
 * A Vary value with `name` added once (case-insensitive), keeping what was there.
 * @param {number | string | string[] | undefined} current
 * @param {string} name
 */
export function appendVary(current, name) {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.includes('*')) return '*';
  if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}
