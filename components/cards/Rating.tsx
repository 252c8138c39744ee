import styles from './Cards.module.css';

/** Five stars filled to the rating, with the number spoken: 'Rated 4.9 out of 5'. */
export function Rating({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true" style={{ ['--fill' as string]: `${percent}%` }}>
        ★★★★★
      </span>
      <span className={styles.ratingValue}>
        <span className="visually-hidden">Rated </span>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </p>
  );
}
