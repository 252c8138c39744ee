import type { CSSProperties } from 'react';
import { ServerImage } from '@/components/ui/ServerImage';
import { CardGrid } from '@/components/cards/CardGrid';
import { ProjectCard } from '@/components/cards/ProjectCard';
import { CallToAction } from '@/components/sections/CallToAction';
import { Icon } from '@/components/icons/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { portfolio } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import { figures, workingDays } from '@/src/content/company';
import {
  neighbourProjects,
  projectHref,
  relatedProjects,
  shareLinks,
  type Project,
  type Shot,
} from '@/src/content/portfolio';
import { clientTestimonial } from '@/src/content/proof';
import { testimonialsOrNone } from '@/src/content/testimonials';
import { ClientWords } from './ClientWords';
import { ProjectNav } from './ProjectNav';
import { ProjectShareLinks } from './ProjectShareLinks';
import styles from './Portfolio.module.css';

const navTarget = (p: Project) => ({ projectId: p.projectId, title: p.title });

/**
 * A portfolio detail page body; `all` is the portfolio it belongs to (neighbours, related projects).
 * It ends with its own call to action.
 */
export function ProjectDetail({ project, all }: { project: Project; all: readonly Project[] }) {
  const { previous, next } = neighbourProjects(all, project.projectId);
  const related = relatedProjects(all, project, portfolio.relatedProjects);
  const others = all.filter((p) => p.projectId !== project.projectId).map(navTarget);
  const { hero, detail, mobile } = project.pictures;
  return (
    <>
      <div className={`container ${styles.detail}`}>
        <ServerImage
          src={hero.src}
          alt={hero.alt}
          width={hero.width}
          height={hero.height}
          sizes="(min-width: 1264px) 1200px, 100vw"
          className={styles.mainImage}
          priority
        />
        <Outcomes project={project} />
        <div className={styles.detailGrid}>
          <article className={styles.story}>
            <p className={styles.tagline}>{project.tagline}</p>
            <h2>{project.title}</h2>
            <p className={styles.lead}>{project.description}</p>
            <h2>{project.subTitle}</h2>
            <p>{project.subDescription}</p>
            <h2>{project.challenges}</h2>
            <ul className={styles.challenges}>
              {project.challengesList.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </ul>
            {project.featuresList.length > 0 && (
              <>
                <h2>Key features</h2>
                <ul className={styles.features}>
                  {project.featuresList.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            {project.technologyStack.length > 0 && (
              <>
                <h2>Technology stack</h2>
                <ul className={`inline-list ${styles.stack}`}>
                  {project.technologyStack.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            <h2>Conclusion</h2>
            <p>{project.conclusionText}</p>
          </article>
          <aside className={styles.aside} aria-label="Project information">
            <h2 className={styles.infoTitle}>Project info</h2>
            <dl className={styles.info}>
              {project.projectInfo.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
            <ProjectShareLinks
              links={shareLinks(`${siteUrl}${projectHref(project.projectId)}`, project.title)}
            />
          </aside>
        </div>
        {detail || mobile ? (
          <section className={styles.gallery} aria-labelledby="gallery-title">
            <SectionHeading eyebrow="The product" title="A closer look" id="gallery-title" />
            <div className={styles.galleryGrid}>
              {detail ? (
                <GalleryShot
                  shot={detail}
                  sizes="(min-width: 1264px) 740px, (min-width: 768px) 62vw, 100vw"
                />
              ) : null}
              {mobile ? (
                <GalleryShot
                  shot={mobile}
                  sizes="(min-width: 1264px) 440px, (min-width: 768px) 37vw, 100vw"
                />
              ) : null}
            </div>
          </section>
        ) : null}
        <ProjectNav
          currentId={project.projectId}
          others={others}
          previous={navTarget(previous)}
          next={navTarget(next)}
        />
      </div>
      <section className={styles.related} aria-labelledby="related-title">
        <div className="container">
          <SectionHeading
            eyebrow="Similar projects"
            title="More work like this"
            id="related-title"
            align="center"
          />
          <CardGrid>
            {related.map((r) => (
              <li key={r.projectId}>
                <ProjectCard project={r} />
              </li>
            ))}
          </CardGrid>
        </div>
      </section>
      <CallToAction
        title="A project like this?"
        text={`Tell us about yours. We reply within ${workingDays(figures.replyWorkingDays.enquiry)} with questions, first ideas and how we would go about it.`}
        action="Start a conversation"
      />
    </>
  );
}

/**
 * The project's measured results, large, in its own accent colour, with the client's words about it
 * beside them when editors linked a testimonial to it (a part the page can do without).
 */
async function Outcomes({ project }: { project: Project }) {
  const testimonial = clientTestimonial(await testimonialsOrNone(), project.projectId);
  return (
    <section
      className={styles.outcomes}
      aria-labelledby="outcomes-title"
      style={{ '--project-accent': project.accent } as CSSProperties}
    >
      <h2 id="outcomes-title" className={styles.outcomesTitle}>
        Results
      </h2>
      <ul className={styles.outcomeList}>
        {project.outcomes.map((outcome) => (
          <li key={outcome.label}>
            <strong>{outcome.value}</strong>
            <span>{outcome.label}</span>
          </li>
        ))}
      </ul>
      {testimonial ? <ClientWords testimonial={testimonial} /> : null}
    </section>
  );
}

/** A captioned picture under "A closer look". */
function GalleryShot({ shot, sizes }: { shot: Shot; sizes: string }) {
  return (
    <figure className={styles.shot}>
      <ServerImage src={shot.src} alt={shot.alt} width={shot.width} height={shot.height} sizes={sizes} />
      <figcaption>{shot.caption}</figcaption>
    </figure>
  );
}
