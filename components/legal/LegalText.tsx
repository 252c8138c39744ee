import type { LegalDocument } from '@/src/content/pages/legal';
import styles from './Legal.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A legal document with a linked table of contents; its text is WordPress HTML, sanitised on the server. */
export function LegalText({ doc }: { doc: LegalDocument }) {
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.toc} aria-label="On this page">
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.text}>
        <p className={styles.updated}>
          Last updated: <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
        </p>
        <div className={styles.intro} dangerouslySetInnerHTML={{ __html: doc.introHtml }} />
        {doc.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              <span aria-hidden="true">{index + 1}. </span>
              {section.heading}
            </h2>
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
    </div>
  );
}
