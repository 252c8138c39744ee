import type { LegalDocument } from '@/src/content/pages/legal';
import styles from './Legal.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A legal document with a linked table of contents. */
export function LegalText({ doc }: { doc: LegalDocument }) {
  const id = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.toc} aria-label="On this page">
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.heading}>
              <a href={`#${id(s.heading)}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.text}>
        <p className={styles.updated}>
          Last updated: <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
        </p>
        <p className={styles.intro}>{doc.intro}</p>
        {doc.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={id(section.heading)}>
            <h2 id={id(section.heading)}>
              <span aria-hidden="true">{index + 1}. </span>
              {section.heading}
            </h2>
            {section.body.map((block, i) =>
              typeof block === 'string' ? (
                <p key={i}>{block}</p>
              ) : (
                <ul key={i}>
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
