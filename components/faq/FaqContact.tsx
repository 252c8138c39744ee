import { Icon } from '@/components/icons/Icon';
import { siteContact } from '@/src/content/contact';
import styles from './Faq.module.css';

/** The FAQ's contact block: e-mail, phone and hours. */
export async function FaqContact() {
  const contact = await siteContact();
  return (
    <aside className={styles.contact} aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title" className={styles.contactTitle}>
        Still have questions?
      </h2>
      <p>We are happy to help. Reach us directly:</p>
      <ul>
        <li>
          <Icon name="mail" size={20} />
          <a href={contact.emailHref}>{contact.email}</a>
        </li>
        <li>
          <Icon name="phone" size={20} />
          <a href={contact.phoneHref}>{contact.phone}</a>
        </li>
        <li>
          <Icon name="clock" size={20} />
          <span>{contact.openingHours.label}</span>
        </li>
      </ul>
    </aside>
  );
}
