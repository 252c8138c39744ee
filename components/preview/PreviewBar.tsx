import styles from './PreviewBar.module.css';

const statusText: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  future: 'Scheduled',
  private: 'Private',
  publish: 'Published',
};

/**
 * The bar on every preview: says the page is not what visitors see, which state WordPress has it
 * in, and leads out of draft mode (a plain link: a prefetch must not end draft mode by itself).
 */
export function PreviewBar({
  status,
  unsavedChanges,
  exitTo,
}: {
  status: string;
  unsavedChanges: boolean;
  exitTo: string;
}) {
  const state = unsavedChanges ? 'Unsaved changes' : (statusText[status] ?? status);
  return (
    <div className={styles.bar} role="status" data-preview-bar="">
      <strong>Preview - not published</strong>
      <span>{state}</span>
      <a className={styles.exit} href={`/api/preview/exit?to=${encodeURIComponent(exitTo)}`}>
        Exit preview
      </a>
    </div>
  );
}
