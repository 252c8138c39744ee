'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/icons/Icon';
import { projectHref, randomOther } from '@/src/content/portfolio/links';
import styles from './Portfolio.module.css';

type NavTarget = { projectId: string; title: string };

/**
 * Previous / Next, each to a randomly chosen other project. A static page cannot pick per
 * request, so the HTML carries the neighbouring projects (working links without JavaScript) and the
 * browser swaps in random picks, never the current project, after hydration.
 */
export function ProjectNav({
  currentId,
  others,
  previous,
  next,
}: {
  currentId: string;
  /** Every project except the current one. */
  others: readonly NavTarget[];
  previous: NavTarget;
  next: NavTarget;
}) {
  const [targets, setTargets] = useState({ previous, next, picked: false });

  useEffect(() => {
    const randomPrevious = randomOther(others, currentId);
    if (!randomPrevious) return;
    // Two different picks when there are two to choose from.
    const randomNext =
      randomOther(
        others.filter((p) => p !== randomPrevious),
        currentId,
      ) ?? randomPrevious;
    // Random choice happens in the browser only; the server HTML keeps deterministic neighbours.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTargets({ previous: randomPrevious, next: randomNext, picked: true });
  }, [currentId, others]);

  return (
    <nav
      className={styles.nav}
      aria-label="More projects"
      data-project-nav
      // Marks the random picks as made, so a test (or a curious reader) can tell them from the server's.
      data-picked={targets.picked || undefined}
    >
      <Link href={projectHref(targets.previous.projectId)} rel="prev" data-nav="previous">
        <Icon name="arrowLeft" size={20} />
        <span>
          <small>Previous</small>
          {targets.previous.title}
        </span>
      </Link>
      <Link href={projectHref(targets.next.projectId)} rel="next" data-nav="next">
        <span>
          <small>Next</small>
          {targets.next.title}
        </span>
        <Icon name="arrowRight" size={20} />
      </Link>
    </nav>
  );
}
