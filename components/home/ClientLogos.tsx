import { ServerImage } from '@/components/ui/ServerImage';
import { Carousel } from '@/components/widgets/Carousel';
import { clientsHeading } from '@/src/content/company';
import { siteCounters } from '@/src/content/counters';
import { listOrNone } from '@/src/content/loaded';
import { getClientLogos } from '@/src/content/wordpress/client-logos';
import styles from './Home.module.css';

/** The clients' heading ('… Brands Trust Us', from the company figures) and the clients carousel with the spec's responsive items and margins. */
export async function ClientLogos() {
  // Left out when WordPress cannot be read: the heading alone would promise logos.
  const [clientLogos, counters] = await Promise.all([
    listOrNone('client logos', getClientLogos),
    siteCounters(),
  ]);
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
