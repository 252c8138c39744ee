/**
 * A bounded memo (least recently used out first). The production server keeps the finished form of
 * prerendered pages in one: the same ETag means the same bytes, so their script hashes and their
 * compressed body are computed once per version instead of on every request.
 */
export function boundedMemo(limit) {
  const entries = new Map();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key); // re-insert: Map order is the recency order
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value);
    },
    get size() {
      return entries.size;
    },
  };
}
