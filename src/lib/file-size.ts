/**
 * A download's size as the site labels it (1 KB = 1024 bytes): "900 bytes", "3.9 KB", "38 KB",
 * "2.4 MB"; one decimal only where a whole number would hide most of the difference.
 */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 10) return `${kb.toFixed(1)} KB`;
  if (kb < 999.5) return `${Math.round(kb)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
