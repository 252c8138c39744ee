import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/ServerImage';
import styles from '@/components/about/About.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import { CallToAction } from '@/components/sections/CallToAction';
import { load } from '@/src/content/loaded';
import { getTeam } from '@/src/content/wordpress/team';
import { contentMessages } from '@/src/content/messages';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** The team is kept in WordPress: ISR, refreshed when an editor saves a member. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/team-details');
}

export default async function TeamDetailsPage() {
  const team = await load('team', getTeam);
  return (
    <>
      <PageHeader
        title="Our Team"
        crumbs={[homeCrumb, { label: 'About', href: '/about' }, { label: 'Our Team' }]}
      />
      <div className={`container ${styles.profiles}`}>
        {team.status === 'failed' && (
          <>
            <p role="alert">{contentMessages.teamFailed}</p>
            <RenderFailed what="team" />
          </>
        )}
        {(team.status === 'ok' ? team.value : []).map((member) => (
          <section
            key={member.slug}
            id={member.slug}
            className={styles.profile}
            aria-labelledby={`${member.slug}-name`}
          >
            <ServerImage
              src={member.image}
              alt={member.imageAlt}
              width={360}
              height={400}
              className={styles.profileImage}
            />
            <div>
              <h2 id={`${member.slug}-name`}>{member.name}</h2>
              <p className={styles.memberRole}>{member.role}</p>
              {member.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <h3 className="visually-hidden">Expertise</h3>
              <ul className={`inline-list ${styles.expertise}`} aria-label={`${member.name}'s expertise`}>
                {member.expertise.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <CallToAction title="Want to work with this team?" />
    </>
  );
}
