import { ServerImage } from '@/components/ui/ServerImage';
import { Icon } from '@/components/icons/Icon';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { company } from '@/src/config/site';
import {
  countWord,
  countryList,
  figures,
  figureText,
  offices,
  teamLine,
  type Counters,
} from '@/src/content/company';
import type { TeamMember } from '@/src/content/wordpress/team';
import styles from './About.module.css';

const founded = figures.foundedYear;

/** The agency in four numbers, all from the company figures. */
const statsOf = (counters: Counters) => [
  { value: figureText(counters.team), label: `people in ${countWord(Object.keys(offices).length)} offices` },
  { value: figureText(counters.clients), label: 'clients' },
  { value: figureText(counters.projects), label: 'projects delivered' },
  { value: figureText(figures.awards), label: 'awards' },
];

/** About section with the co-founder's note. */
export function AboutIntro({ team, counters }: { team: readonly TeamMember[]; counters: Counters }) {
  // The first member in the editors' order is introduced beside the company story.
  const [coFounder] = team;
  const stats = statsOf(counters);
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <div className={`container ${styles.intro}`}>
        <div>
          <SectionHeading
            eyebrow="Who we are"
            title="A small team that builds software businesses rely on"
            id="about-title"
          />
          <p className={styles.lead}>
            {company.shortName} started in {founded} in Kolhapur with a simple idea: businesses outside the
            big metros deserve the same quality of software as any start-up in Bengaluru, built by people who
            pick up the phone.
          </p>
          <p>
            Today we are {teamLine(counters)}: {counters.teamByOffice.kolhapur} at our head office in{' '}
            {offices.kolhapur.address.addressLocality} and {counters.teamByOffice.pune} at our design and
            mobile studio in {offices.pune.address.addressLocality}. We plan, build and look after websites,
            mobile apps and business systems for clients in {countryList()}. We keep teams small and senior,
            show working software every week and measure our work by what it changes for our clients: more
            enquiries, faster operations, happier customers.
          </p>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className={styles.values}>
            <li>
              <Icon name="rocket" size={22} /> Ship early, improve often
            </li>
            <li>
              <Icon name="shield" size={22} /> Secure and accessible by default
            </li>
            <li>
              <Icon name="users" size={22} /> One team with our clients
            </li>
          </ul>
        </div>
        {coFounder && (
          <figure className={styles.founder}>
            <ServerImage
              src={coFounder.image}
              alt={coFounder.imageAlt}
              width={360}
              height={400}
              className={styles.founderImage}
            />
            <blockquote>
              <p>
                “We measure ourselves by one question: is the software still making our client’s day easier
                three years after launch?”
              </p>
            </blockquote>
            <figcaption>
              <strong>{coFounder.name}</strong>
              <span>{coFounder.role}</span>
              <ButtonLink href="/team-details" variant="outlineDark" className={styles.founderLink}>
                Meet the team
              </ButtonLink>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
