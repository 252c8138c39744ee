import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { TeamMember } from '@/src/content/wordpress/team';
import styles from './About.module.css';

/** The team, each linking to their bio on /team-details; left out when it cannot be read. */
export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  if (team.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="team-title">
      <div className="container">
        <SectionHeading
          eyebrow="Our team"
          title="The people behind the work"
          id="team-title"
          align="center"
        />
        <ul className={`auto-grid ${styles.team}`}>
          {team.map((member) => (
            <li key={member.slug} className={styles.member}>
              <ServerImage
                src={member.image}
                alt={member.imageAlt}
                width={360}
                height={400}
                className={styles.memberImage}
              />
              <h3 className={styles.memberName}>
                <Link href={`/team-details#${member.slug}`}>{member.name}</Link>
              </h3>
              <p className={styles.memberRole}>{member.role}</p>
              <p className={styles.memberShort}>{member.short}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
