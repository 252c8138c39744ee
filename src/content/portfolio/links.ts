/** URL helpers without the project data, so client components can import them cheaply. */
export const projectHref = (projectId: string) => `/portfolio/${projectId}`;

/**
 * A uniformly random entry of `pool` other than `excludeId` (Previous and Next go to a random other
 * project), or undefined when there is none. `random` is injectable for tests.
 */
export function randomOther<T extends { projectId: string }>(
  pool: readonly T[],
  excludeId: string,
  random: () => number = Math.random,
): T | undefined {
  const others = pool.filter((p) => p.projectId !== excludeId);
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}
