/**
 * A bounded memo (least recently used out first). The production server keeps the finished form of
 * prerendered pages in one: the same ETag means the same bytes, so their script hashes and their
 * compressed body are computed once per version instead of on every request.
 * @template [V=unknown]
 * @param {number} limit
 */
export function boundedMemo(limit) {
  /** @type {Map<string, V>} */
  const entries = new Map();
  return {
    /** @param {string} key */
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key); // re-insert: Map order is the recency order
      entries.set(key, value);
      return value;
    },
    /**
     * @param {string} key
     * @param {V} value
     */
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      const oldest = entries.keys().next();
      if (entries.size > limit && !oldest.done) entries.delete(oldest.value);
    },
    get size() {
      return entries.size;
    },
  };
}
