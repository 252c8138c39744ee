import styles from './SlidingText.module.css';

/**
 * A marquee band of short phrases. Pure CSS: the list is drawn twice and slides by half its width
 * for a seamless loop; the copy is aria-hidden so it is read once. Still with reduced motion, and
 * paused on hover.
 */
export function SlidingText({ items, label }: { items: readonly string[]; label: string }) {
  const list = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined} aria-label={hidden ? undefined : label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    // data-marquee: its phrases run across the screen's edge on purpose (the layout check skips them).
    <div className={styles.band} data-marquee="">
      <div className={styles.track}>
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}
