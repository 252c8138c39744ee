import Link from 'next/link';
import { ChipList } from '@/components/ui/ChipList';
import { FindYourWay } from '@/components/status/FindYourWay';
import { categoryPath } from '@/src/blog/urls';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { getCategories } from '@/src/content/wordpress/taxonomies';
import styles from './BlogListing.module.css';

/** Topics offered instead of a search that found nothing: the categories with the most posts. */
const topicsShown = 6;

/**
 * Under 'No posts found.' for a search: what to try instead (a topic, another search, the popular
 * pages) and the people to ask. Server-rendered. The search box here is for a phone, where the
 * sidebar's own box is far below; beside the sidebar it would be a second box.
 */
export async function NoResultsHelp({ search }: { search: string }) {
  const [{ contact }, topics] = await Promise.all([
    loadShellContent(),
    getCategories().then(
      (categories) => [...categories].sort((a, b) => b.count - a.count).slice(0, topicsShown),
      // Without them the rest of the help still stands.
      () => [],
    ),
  ]);
  return (
    <section className={styles.noResults} aria-labelledby="no-results-title">
      <h2 id="no-results-title" className={styles.noResultsTitle}>
        Nothing matched “{search}”. Try a shorter or more general word, or one of these.
      </h2>
      <FindYourWay
        contact={contact}
        tone="light"
        headingLevel={3}
        searchValue={search}
        searchClassName={styles.noResultsSearch}
      >
        {topics.length > 0 ? (
          <section aria-labelledby="no-results-topics">
            <h3 id="no-results-topics" className={styles.topicsTitle}>
              Browse a topic
            </h3>
            <ChipList>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link href={categoryPath(topic.slug)}>
                    {topic.name}
                    <span className={styles.topicCount}>
                      {topic.count}
                      <span className="visually-hidden"> {topic.count === 1 ? 'post' : 'posts'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ChipList>
          </section>
        ) : null}
      </FindYourWay>
    </section>
  );
}
