import Link from 'next/link';
import { ServerImage } from '@/components/ui/ServerImage';
import { teamMemberForAuthor, teamOrNone } from '@/src/content/team';
import type { TeamMember } from '@/src/content/wordpress/team';
import type { PostAuthor as Author } from '@/src/content/wordpress/types';
import styles from './PostDetail.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Portrait({ member, name, alt }: { member: TeamMember | undefined; name: string; alt?: string }) {
  if (!member)
    return (
      <span className={`${styles.portrait} ${styles.monogram}`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  return (
    <span className={styles.portrait}>
      <ServerImage src={member.image} alt={alt ?? member.imageAlt} width={360} height={400} sizes="160px" />
    </span>
  );
}

/**
 * A post's author: the byline under the featured image and the card at the end of the post. A team
 * member (matched by WordPress user name) brings their portrait, role and profile on /team-details;
 * any other WordPress author shows by name. The short bio is the author's own (the WordPress user's
 * Biographical Info), else the team member's one line.
 */
export async function PostAuthor({ author, variant }: { author: Author; variant: 'byline' | 'card' }) {
  const member = teamMemberForAuthor(await teamOrNone(), author);
  const name = member ? <Link href={`/team-details#${member.slug}`}>{author.name}</Link> : author.name;
  const bio = author.bio?.trim() || member?.short;
  if (variant === 'byline')
    return (
      <div className={styles.byline}>
        {/* The name follows: to a screen reader the small picture would only repeat it. */}
        <Portrait member={member} name={author.name} alt="" />
        <p>
          <span className={styles.bylineName}>By {name}</span>
          {member && <span className={styles.bylineRole}>{member.role}</span>}
        </p>
      </div>
    );
  return (
    <section className={styles.authorCard} aria-labelledby="post-author-name">
      <Portrait member={member} name={author.name} />
      <div>
        <p className={styles.authorEyebrow}>Written by</p>
        <h2 id="post-author-name" className={styles.authorName}>
          {name}
        </h2>
        {member && <p className={styles.authorRole}>{member.role}</p>}
        {bio && <p className={styles.authorBio}>{bio}</p>}
      </div>
    </section>
  );
}
