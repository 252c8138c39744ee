import { ServerImage } from '@/components/ui/ServerImage';
import type { CSSProperties, ReactNode } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { categoryHref, projectHref, type ProjectSummary } from '@/src/content/portfolio';
import styles from './Cards.module.css';

/**
 * Project card: image, category links, title and `children` below it. `href` defaults to the
 * project's page (the home teaser passes the spec's /project-details.html).
 */
export function ProjectCard({
  project,
  href,
  headingLevel = 3,
  sizes = '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw',
  priority = false,
  style,
  children,
}: {
  project: ProjectSummary;
  href?: string;
  headingLevel?: 2 | 3;
  sizes?: string;
  priority?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const target = href ?? projectHref(project.projectId);
  return (
    <article className={styles.project} style={style}>
      <Link href={target} className={styles.projectImage} tabIndex={-1} aria-hidden="true">
        <ServerImage
          src={project.image.src}
          alt=""
          width={project.image.width}
          height={project.image.height}
          sizes={sizes}
          priority={priority}
        />
      </Link>
      <div className={styles.projectBody}>
        <ul className={styles.projectCategories} aria-label="Categories">
          {project.categories.map((category) => (
            <li key={category.slug}>
              <Link href={categoryHref(category.slug)}>{category.label}</Link>
            </li>
          ))}
        </ul>
        <Heading className={styles.projectTitle}>
          <Link href={target}>
            {project.title}
            <Icon name="arrowRight" size={20} />
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
