import { ServerImage } from '@/components/ui/ServerImage';
import { Carousel } from '@/components/widgets/Carousel';
import { clientsHeading, type Counters } from '@/src/content/company';
import type { ClientLogo } from '@/src/content/wordpress/client-logos';
import styles from './Home.module.css';

/** The clients' heading ('… Brands Trust Us', from the company figures) and the clients carousel with the spec's responsive items and margins. */
export function ClientLogos({ clientLogos, counters }: { clientLogos: ClientLogo[]; counters: Counters }) {
  // Left out when WordPress cannot be read: the heading alone would promise logos.
  if (clientLogos.length === 0) return null;
  return (
    <section className={styles.clients} aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title" className={styles.clientsTitle}>
          <span>{clientsHeading(counters)}</span>
        </h2>
        <Carousel kind="clients" label="Client logos" controls={false}>
          {clientLogos.map((client) => (
            <div key={client.name} className={styles.clientLogo}>
              <ServerImage src={client.image} alt={client.imageAlt} width={180} height={90} />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
