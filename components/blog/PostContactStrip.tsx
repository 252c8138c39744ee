import { ButtonLink } from '@/components/ui/ButtonLink';
import { figures, workingDays } from '@/src/content/company';
import { siteContact } from '@/src/content/contact';
import styles from './PostContactStrip.module.css';

/** Where a post's comment status points a reader who wants to answer it. */
export const postContactId = 'post-contact';

/** The end of a post: write to the people behind it, or call them. */
export async function PostContactStrip() {
  const contact = await siteContact();
  return (
    <section className={`spread ${styles.strip}`} id={postContactId} aria-labelledby="post-contact-title">
      <div>
        <h2 id="post-contact-title" className={styles.title}>
          Thoughts on this, or a project like it?
        </h2>
        <p className={styles.text}>
          Write to us: the people who wrote this reply within {workingDays(figures.replyWorkingDays.enquiry)}.
        </p>
      </div>
      <div className={styles.actions}>
        <ButtonLink href="/contact" variant="primary">
          Start a conversation
        </ButtonLink>
        <a href={contact.phoneHref} className={styles.phone}>
          Call {contact.phone}
        </a>
      </div>
    </section>
  );
}
