import { Icon } from '@/components/icons/Icon';
import { brochureDownload } from '@/src/content/service-brochure';
import type { Service } from '@/src/content/services';
import styles from './Services.module.css';

/** The sidebar's brochure download, labelled with the size of the very file it links. */
export async function BrochureLink({ service }: { service: Service }) {
  const { href, size } = await brochureDownload(service);
  return (
    <div className={styles.brochure}>
      <h2 className={styles.sideTitle}>Brochure</h2>
      <a href={href} download className={styles.download}>
        <span className={`icon-tile ${styles.downloadIcon}`}>
          <Icon name="file" size={26} />
        </span>
        <span>
          <span className={styles.downloadTitle}>{service.documentTitle}</span>
          <span className={styles.downloadMeta}>
            PDF, <span data-size>{size}</span>
          </span>
        </span>
        <Icon name="download" size={20} />
      </a>
    </div>
  );
}
