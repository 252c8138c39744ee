/** The careers section's addresses, in one place. */

export const careersPath = '/careers';

export const careerPath = (slug: string) => `${careersPath}/${encodeURIComponent(slug)}`;
